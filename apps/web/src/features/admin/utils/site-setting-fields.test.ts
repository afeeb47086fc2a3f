import { describe, expect, it } from 'vitest';
import type { EditableSiteSettings } from '@storefront/contract';
import {
  allowancePercentOf,
  changedSettings,
  parShareChoices,
  parShareLabel,
  reminderHourChoices,
  SITE_SETTING_FIELDS,
} from './site-setting-fields';

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
  reminderLeadHours: 2,
  standingOrderLeadHours: 24,
  parRoundUpShare: 0.5,
  usFederalHolidays: true,
  closedDates: [],
  pickupHours: 'Monday to Saturday, 7:00 am to 4:00 pm',
};

describe('site settings form', () => {
  it('has a label and meaning for every editable setting', () => {
    expect(SITE_SETTING_FIELDS.map((f) => f.key).sort()).toEqual(Object.keys(saved).sort());
  });

  it('offers the fill-to-par round-up shares 0 to 1, keeping a saved one that is not in the list (issue 32)', () => {
    expect(parShareChoices(0.5)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(parShareChoices(0.3)).toEqual([0, 0.25, 0.3, 0.5, 0.75, 1]);
    expect(parShareLabel(0.5)).toBe('50% of a unit');
    expect(parShareLabel(0)).toBe('Any part of a unit');
    expect(changedSettings(saved, { ...saved, parRoundUpShare: 0.25 })).toEqual({ parRoundUpShare: 0.25 });
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

  it('offers reminder times of 1 to 48 hours, and keeps a saved time that is not one of them (issue 32)', () => {
    expect(reminderHourChoices(2)).toEqual([1, 2, 3, 4, 6, 8, 12, 24, 48]);
    expect(reminderHourChoices(5)).toEqual([1, 2, 3, 4, 5, 6, 8, 12, 24, 48]);
  });
});
