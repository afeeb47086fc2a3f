import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text';
import { renderScanDocument, type ScanFacts } from './account-documents.pdf';
import { receiverOf, signaturePath } from './signature';

const ticket: ScanFacts = {
  customerName: 'Bayside Bistro',
  name: 'Signed Delivery Ticket',
  reference: 'IN100231',
  type: 'Invoice',
  invoiceDate: '2026-11-18',
  orderNumber: 'SO100042',
  amount: '1234.50',
  remarks: '',
};

describe('the signed delivery ticket', () => {
  it('is signed: the receiver printed by name with the delivery date', async () => {
    const text = await pdfText(await renderScanDocument(ticket, { siteName: 'Harbor Foods' }));
    expect(text).toContain('Signed Delivery Ticket');
    expect(text).toContain(`Received by: ${receiverOf('IN100231')}`);
    expect(text).toContain('Date: 11/18/2026');
  });

  it('carries a handwritten signature: pen strokes of the name, the same for the same name', async () => {
    const { d, width } = signaturePath('Maria Lopez');
    // One stroke per word and the flourish, each letter a curve or two.
    expect(d.match(/M/g)).toHaveLength(3);
    expect((d.match(/C/g) ?? []).length).toBeGreaterThan(15);
    expect(width).toBeGreaterThan(60);
    expect(signaturePath('Maria Lopez').d).toBe(d);
    expect(signaturePath('Dan Whitaker').d).not.toBe(d);
    // The drawing is in the page: an unsigned paper (a return authorization) is smaller by the signature's path.
    const signed = await renderScanDocument(ticket, { siteName: 'Harbor Foods' });
    const unsigned = await renderScanDocument(
      { ...ticket, name: 'Return Authorization' },
      { siteName: 'Harbor Foods' },
    );
    expect(await pdfText(unsigned)).not.toContain('Received by:');
    expect(signed.length).toBeGreaterThan(unsigned.length + 200);
  });
});
