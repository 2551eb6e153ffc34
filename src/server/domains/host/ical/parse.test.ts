import { describe, expect, it } from 'vitest';
import { DATE_MAX, DATE_MIN, isDateInRange } from '../../../../shared/dates';
import { ICAL_TEXTS } from '../../../../shared/ical';
import { ICAL_MAX_EVENTS, parseCalendar } from './parse';

const TODAY = '2030-03-01';
const calendar = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//T//T//EN', ...events, 'END:VCALENDAR', ''].join('\r\n');
const event = (...lines: string[]) =>
  ['BEGIN:VEVENT', 'DTSTAMP:20300101T000000Z', ...lines, 'END:VEVENT'].join('\r\n');

describe('parseCalendar', () => {
  it('reads all-day events as the nights they cover, end exclusive', () => {
    const text = calendar(
      event('UID:a', 'DTSTART;VALUE=DATE:20300310', 'DTEND;VALUE=DATE:20300314', 'SUMMARY:Reserved'),
    );
    expect(parseCalendar(text, TODAY)).toEqual([
      { uid: 'a', summary: 'Reserved', startDate: '2030-03-10', endDate: '2030-03-14' },
    ]);
  });

  it('reads timed events on the day they fall in Nairobi; a zero-length event takes one night', () => {
    const text = calendar(
      event('UID:t', 'DTSTART:20300310T210000Z', 'DTEND:20300312T070000Z'),
      event('UID:z', 'DTSTART;VALUE=DATE:20300320', 'DTEND;VALUE=DATE:20300320'),
    );
    expect(parseCalendar(text, TODAY).map((s) => [s.uid, s.startDate, s.endDate])).toEqual([
      ['t', '2030-03-11', '2030-03-12'],
      ['z', '2030-03-20', '2030-03-21'],
    ]);
  });

  it('expands repeating events, each occurrence under the same UID', () => {
    const text = calendar(
      event('UID:r', 'DTSTART;VALUE=DATE:20300304', 'DTEND;VALUE=DATE:20300305', 'RRULE:FREQ=WEEKLY;COUNT=3'),
    );
    expect(parseCalendar(text, TODAY).map((s) => [s.uid, s.startDate, s.endDate])).toEqual([
      ['r', '2030-03-04', '2030-03-05'],
      ['r', '2030-03-11', '2030-03-12'],
      ['r', '2030-03-18', '2030-03-19'],
    ]);
  });

  it('reads a rule repeating by the minute as its first occurrence', () => {
    const text = calendar(
      event('UID:m', 'DTSTART:20300310T090000Z', 'DTEND:20300310T090100Z', 'RRULE:FREQ=MINUTELY'),
    );
    expect(parseCalendar(text, TODAY).map((s) => [s.uid, s.startDate, s.endDate])).toEqual([
      ['m', '2030-03-10', '2030-03-11'],
    ]);
  });

  it('leaves out past and cancelled events', () => {
    const text = calendar(
      event('UID:p', 'DTSTART;VALUE=DATE:20300201', 'DTEND;VALUE=DATE:20300301'),
      event('UID:c', 'DTSTART;VALUE=DATE:20300310', 'DTEND;VALUE=DATE:20300311', 'STATUS:CANCELLED'),
    );
    expect(parseCalendar(text, TODAY)).toEqual([]);
  });

  it(`keeps to the platform's dates (${DATE_MIN} to ${DATE_MAX}): a far event is left out, a long one cut`, () => {
    const text = calendar(
      event('UID:far', 'DTSTART;VALUE=DATE:99991231'),
      event('UID:far-timed', 'DTSTART:99991231T120000Z', 'DTEND:99991231T130000Z'),
      event('UID:last', `DTSTART;VALUE=DATE:${DATE_MAX.replaceAll('-', '')}`),
      event('UID:forever', 'DTSTART;VALUE=DATE:20300320', 'DTEND;VALUE=DATE:99991231'),
      event('UID:always', 'DTSTART;VALUE=DATE:00010101', 'DTEND;VALUE=DATE:20300305'),
      event('UID:a', 'DTSTART;VALUE=DATE:20300310', 'DTEND;VALUE=DATE:20300312'),
    );
    const stays = parseCalendar(text, TODAY);
    expect(stays.map((s) => [s.uid, s.startDate, s.endDate])).toEqual([
      ['always', DATE_MIN, '2030-03-05'],
      ['a', '2030-03-10', '2030-03-12'],
      ['forever', '2030-03-20', DATE_MAX],
    ]);
    for (const s of stays)
      expect([isDateInRange(s.startDate), isDateInRange(s.endDate)]).toEqual([true, true]);
  });

  it('refuses what is not a whole calendar', () => {
    for (const text of ['', 'hello', '<html></html>', calendar().replace('END:VCALENDAR', '')])
      expect(() => parseCalendar(text, TODAY), text).toThrow(ICAL_TEXTS.invalidCalendar);
  });

  it(`refuses more than ${ICAL_MAX_EVENTS} upcoming events rather than dropping some`, () => {
    const events = Array.from({ length: ICAL_MAX_EVENTS + 1 }, (_, i) =>
      event(`UID:e${i}`, 'DTSTART;VALUE=DATE:20300310', 'DTEND;VALUE=DATE:20300311'),
    );
    expect(() => parseCalendar(calendar(...events), TODAY)).toThrow(/more than 2000 upcoming events/);
  });

  it('refuses a daily rule made to repeat by the hour, minute or second, without expanding it', () => {
    const hours = Array.from({ length: 24 }, (_, i) => i).join(',');
    const minutes = Array.from({ length: 60 }, (_, i) => i).join(',');
    for (const rule of [
      `RRULE:FREQ=DAILY;BYHOUR=${hours};BYMINUTE=${minutes}`,
      `RRULE:FREQ=DAILY;BYHOUR=${hours};BYMINUTE=${minutes};BYSECOND=${minutes}`,
      'RRULE:FREQ=WEEKLY;BYSECOND=0,30',
    ]) {
      const text = calendar(event('UID:h', 'DTSTART:20300310T090000Z', 'DTEND:20300310T100000Z', rule));
      expect(() => parseCalendar(text, TODAY), rule).toThrow(ICAL_TEXTS.repeatsTooOften);
    }
  });

  it('still reads a daily rule with a single BYHOUR, and all-day rules far in the past', () => {
    const text = calendar(
      event(
        'UID:d',
        'DTSTART:20300310T090000Z',
        'DTEND:20300310T100000Z',
        'RRULE:FREQ=DAILY;BYHOUR=9;COUNT=2',
      ),
      event('UID:y', 'DTSTART;VALUE=DATE:19000305', 'DTEND;VALUE=DATE:19000306', 'RRULE:FREQ=YEARLY'),
    );
    expect(parseCalendar(text, TODAY).map((s) => [s.uid, s.startDate, s.endDate])).toEqual([
      ['y', '2030-03-05', '2030-03-06'],
      ['d', '2030-03-10', '2030-03-11'],
      ['d', '2030-03-11', '2030-03-12'],
      ['y', '2031-03-05', '2031-03-06'],
    ]);
  });

  it(`refuses repeating events with more than ${ICAL_MAX_EVENTS} upcoming occurrences in all`, () => {
    const text = calendar(
      event('UID:n', 'DTSTART;VALUE=DATE:20300302', 'DTEND;VALUE=DATE:20300303', 'RRULE:FREQ=DAILY'),
      event('UID:k', 'DTSTART;VALUE=DATE:20300302', 'DTEND;VALUE=DATE:20300303', 'RRULE:FREQ=DAILY'),
      event('UID:l', 'DTSTART;VALUE=DATE:20300302', 'DTEND;VALUE=DATE:20300303', 'RRULE:FREQ=DAILY'),
    );
    expect(() => parseCalendar(text, TODAY)).toThrow(ICAL_TEXTS.tooManyEvents(ICAL_MAX_EVENTS));
  });
});
