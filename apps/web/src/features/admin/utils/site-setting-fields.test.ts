import { describe, expect, it } from 'vitest';
import type { EditableSiteSettings } from '@storefront/contract';
import { allowancePercentOf, changedSettings, SITE_SETTING_FIELDS } from './site-setting-fields';

const saved: EditableSiteSettings = {
  allowGuest: true,
  allowConsumer: true,
  allowConsumerPickup: true,
  allowConsumerDelivery: true,
  guestHidePricing: false,
  defaultToStandardOrder: false,
  checkoutMessage: null,
  zipCodeRestrictionFlag: true,
  zipCodeRestrictionMessage: 'Not here',
  orderQuantityRoundingFlag: 'None',
  creditCardAddressRequired: true,
  creditCardCvvRequired: true,
  creditCardHolderNameRequired: true,
  creditCardPhoneRequired: false,
  catchWeightAllowancePercent: 10,
  usFederalHolidays: true,
  closedDates: [],
  pickupHours: 'Monday to Saturday, 7:00 am to 4:00 pm',
};

describe('site settings form', () => {
  it('has a label and meaning for every editable setting', () => {
    expect(SITE_SETTING_FIELDS.map((f) => f.key).sort()).toEqual(Object.keys(saved).sort());
  });

  it('sends only what changed, and an emptied checkout message as none', () => {
    expect(changedSettings(saved, { ...saved })).toEqual({});
    expect(changedSettings(saved, { ...saved, allowGuest: false, checkoutMessage: '  ' })).toEqual({
      allowGuest: false,
    });
    expect(changedSettings(saved, { ...saved, checkoutMessage: 'Hi' })).toEqual({ checkoutMessage: 'Hi' });
  });

  it('reads the catch-weight allowance as a percent 0 to 50 with up to 2 decimals', () => {
    expect(allowancePercentOf('10')).toBe(10);
    expect(allowancePercentOf(' 12.5 ')).toBe(12.5);
    expect(allowancePercentOf('0')).toBe(0);
    expect(allowancePercentOf('50')).toBe(50);
    for (const bad of ['', '50.01', '-1', '7.125', 'ten', '1e1']) expect(allowancePercentOf(bad), bad).toBeNull();
    expect(changedSettings(saved, { ...saved, catchWeightAllowancePercent: 12.5 })).toEqual({
      catchWeightAllowancePercent: 12.5,
    });
  });
});
