import { describe, expect, it } from 'vitest';
import { displayName, greetingName, membershipLabel, mobileLastFour } from './profileUser';

describe('mobileLastFour', () => {
  it('gives the last 4 digits of the national number', () => {
    expect(mobileLastFour('9876543210')).toBe('3210');
    expect(mobileLastFour('+91 98765 43210')).toBe('3210');
  });

  it('gives nothing of a number too short to mask safely, and nothing for none', () => {
    expect(mobileLastFour('3210')).toBe('');
    expect(mobileLastFour('')).toBe('');
    expect(mobileLastFour(null)).toBe('');
  });
});

describe('names', () => {
  it('uses the full name, else the name parts', () => {
    expect(displayName({ name: ' Priya  Sharma ' })).toBe('Priya Sharma');
    expect(displayName({ first_name: 'Priya', middle_name: null, last_name: 'Sharma' })).toBe(
      'Priya Sharma',
    );
    expect(displayName({ name: '', first_name: null })).toBe('');
  });

  it('greets by first name, else the first word of the name', () => {
    expect(greetingName({ first_name: 'Priya', name: 'Priya Sharma' })).toBe('Priya');
    expect(greetingName({ name: 'Ravi Kumar' })).toBe('Ravi');
    expect(greetingName({})).toBe('');
  });
});

describe('membershipLabel', () => {
  it('says when there is no plan, and names a code as it is', () => {
    expect(membershipLabel(null)).toBe('No membership plan');
    expect(membershipLabel(0)).toBe('No membership plan');
    expect(membershipLabel('')).toBe('No membership plan');
    expect(membershipLabel(2)).toBe('Membership type 2');
  });
});
