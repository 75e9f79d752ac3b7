import { describe, expect, it } from 'vitest';
import { namesMatch } from './namesMatch.js';

const SURESH = 'Suresh Kumar Patil';

describe('namesMatch', () => {
  it.each([
    ['case', 'SURESH KUMAR PATIL'],
    ['spacing', '  Suresh   Kumar  Patil '],
    ['spacing inside a name', 'SureshKumar Patil'],
    ['order', 'Patil Suresh Kumar'],
    ['initials', 'S. K. Patil'],
    ['initials without dots, in another order', 'Patil S K'],
    ['one initial', 'Suresh K Patil'],
    ['a middle name left out', 'Suresh Patil'],
    ['a middle name added', 'Suresh Kumar Ramesh Patil'],
    ['a title', 'Shri Suresh Kumar Patil'],
    ['accents and punctuation', 'Suresh-Kumár Patil.'],
  ])('takes %s as the same name', (_, other) => {
    expect(namesMatch(SURESH, other)).toBe(true);
    expect(namesMatch(other, SURESH)).toBe(true);
  });

  it.each([
    ['another person', 'Asha Verma'],
    ['another first name, same surname', 'Ramesh Kumar Patil'],
    ['a wrong initial', 'R. K. Patil'],
    ['the surname alone', 'Patil'],
    ['the first name alone', 'Suresh'],
    ['two middle names left out', 'Suresh Ajay Kumar Vijay Patil'],
    ['initials only', 'S K P'],
    ['nothing', ''],
    ['only punctuation', '. .'],
  ])('refuses %s', (_, other) => {
    expect(namesMatch(SURESH, other)).toBe(false);
    expect(namesMatch(other, SURESH)).toBe(false);
  });

  it('pairs each word once: one Kumar does not stand for two', () => {
    expect(namesMatch('Kumar Kumar', 'Suresh Kumar')).toBe(false);
    expect(namesMatch('Kumar Kumar', 'Kumar Kumar')).toBe(true);
  });

  it('matches a one-word name only with itself', () => {
    expect(namesMatch('Suresh', 'SURESH')).toBe(true);
    expect(namesMatch('Suresh', 'Sures')).toBe(false);
  });
});
