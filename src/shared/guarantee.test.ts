import { describe, expect, it } from 'vitest';
import { guaranteeActive, guaranteeMissing, oneNightCredit, workdaysLost } from './guarantee';

const at = (iso: string) => Date.parse(iso);
const stay = { checkIn: '2026-11-20', checkOut: '2026-11-24' };
const NAIROBI = 'Africa/Nairobi'; // UTC+3

describe('workday hours lost', () => {
  it('counts only 08:00–18:00 local, more than two hours, on stay days', () => {
    // 07:00–10:30 Nairobi: 2 h 30 min of working time.
    expect(
      workdaysLost({ start: at('2026-11-21T04:00:00Z'), end: at('2026-11-21T07:30:00Z') }, stay, NAIROBI),
    ).toEqual([{ day: '2026-11-21', minutes: 150 }]);
    // 06:00–10:00: exactly two hours of working time is not over two hours.
    expect(
      workdaysLost({ start: at('2026-11-21T03:00:00Z'), end: at('2026-11-21T07:00:00Z') }, stay, NAIROBI),
    ).toEqual([]);
    // 19:00–07:00 overnight: no working time at all.
    expect(
      workdaysLost({ start: at('2026-11-21T16:00:00Z'), end: at('2026-11-22T04:00:00Z') }, stay, NAIROBI),
    ).toEqual([]);
  });

  it('an outage over several days gives each stay day its own; check-out day and before check-in do not count', () => {
    // Nov 19 15:00 to Nov 24 11:00 Nairobi.
    const days = workdaysLost(
      { start: at('2026-11-19T12:00:00Z'), end: at('2026-11-24T08:00:00Z') },
      stay,
      NAIROBI,
    );
    expect(days.map((d) => d.day)).toEqual(['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23']);
    expect(days.every((d) => d.minutes === 600)).toBe(true);
  });

  it('reads the working day in the listing’s own zone (Kigali is UTC+2)', () => {
    // 06:00–09:00 UTC is 08:00–11:00 in Kigali (3 h) but 09:00–12:00 in Nairobi (3 h): both count; 05:00–07:30
    // UTC is 07:00–09:30 Kigali (1 h 30) and 08:00–10:30 Nairobi (2 h 30).
    const outage = { start: at('2026-11-21T05:00:00Z'), end: at('2026-11-21T07:30:00Z') };
    expect(workdaysLost(outage, stay, 'Africa/Kigali')).toEqual([]);
    expect(workdaysLost(outage, stay, NAIROBI)).toEqual([{ day: '2026-11-21', minutes: 150 }]);
  });
});

describe('conditions and credit', () => {
  const good = { backupPower: 'inverter', verifiedTests: 3, verifiedDownloadKbps: 10_000 } as const;
  it('needs backup power and three verified tests with a median of 10 Mbps', () => {
    expect(guaranteeMissing(good)).toEqual([]);
    expect(guaranteeMissing({ ...good, backupPower: 'none' })).toEqual([
      'Declare backup power in the listing',
    ]);
    expect(guaranteeMissing({ ...good, verifiedTests: 2 })).toHaveLength(1);
    expect(guaranteeMissing({ ...good, verifiedDownloadKbps: 9_999 })).toHaveLength(1);
    expect(guaranteeActive({ ...good, workdayGuarantee: true })).toBe(true);
    expect(guaranteeActive({ ...good, workdayGuarantee: false })).toBe(false);
    expect(guaranteeActive({ ...good, verifiedTests: 1, workdayGuarantee: true })).toBe(false);
  });

  it('one night is the host’s charge over the nights, never more than is still paid', () => {
    const b = {
      totalCents: 47500,
      serviceFeeCents: 7500,
      refundCents: null,
      checkIn: '2026-11-20',
      checkOut: '2026-11-24',
    };
    expect(oneNightCredit(b)).toBe(10000);
    expect(oneNightCredit({ ...b, totalCents: 47803 })).toBe(10075); // whole cents, rounded down
    expect(oneNightCredit({ ...b, refundCents: 42000 })).toBe(5500);
  });
});
