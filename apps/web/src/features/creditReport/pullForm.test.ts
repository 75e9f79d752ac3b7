import { describe, expect, it } from 'vitest';
import { draftErrors, EMPTY_DRAFT, isoDate, prefilledDraft, pullBody } from './pullForm';

const filled = {
  ...EMPTY_DRAFT,
  firstName: 'Asha',
  lastName: 'Verma',
  mobile: '9876543210',
  pan: 'abcde1234f',
  consent: true,
};

describe('the self-pull form', () => {
  it('needs names, mobile, PAN and consent; step-3 also a pincode and a date of birth', () => {
    expect(draftErrors(filled, false)).toEqual({});
    expect(Object.keys(draftErrors(EMPTY_DRAFT, false)).sort()).toEqual(
      ['consent', 'firstName', 'lastName', 'mobile', 'pan'].sort(),
    );
    expect(Object.keys(draftErrors(filled, true)).sort()).toEqual(['dob', 'pincode']);
    expect(draftErrors({ ...filled, pincode: '400001', dob: '15/05/1990' }, true)).toEqual({});
    expect(draftErrors({ ...filled, pan: 'ABCDE12345' }, false).pan).toBeTruthy();
  });

  it('lets the selfPull route search without a PAN (an enhanced search)', () => {
    expect(draftErrors({ ...filled, pan: '' }, false, true)).toEqual({});
    const body = pullBody({ ...filled, pan: '' }, false, {}, true);
    expect(body.enhancedSearch).toBe(true);
    expect(body).not.toHaveProperty('pan');
  });

  it('sends the PAN upper-cased, the date as YYYY-MM-DD, and the stage ids kept', () => {
    const body = pullBody({ ...filled, pincode: '400001', dob: '15/05/1990' }, true, {
      stageOneId: 'S1',
    });
    expect(body).toMatchObject({
      pan: 'ABCDE1234F',
      dob: '1990-05-15',
      pincode: '400001',
      stageOneId: 'S1',
      consent: true,
    });
    expect(pullBody(filled, false, {})).not.toHaveProperty('pincode');
  });

  it('reads only real dates', () => {
    expect(isoDate('31/02/1990')).toBeNull();
    expect(isoDate('1990-05-15')).toBeNull();
    expect(isoDate('01/12/1985')).toBe('1985-12-01');
  });

  it("opens with the profile's details, and empty for staff (CR-24)", () => {
    const user = {
      first_name: 'Asha',
      middle_name: null,
      last_name: 'Verma',
      mobile: '9876543210',
      email: 'asha@example.com',
      is_admin: false,
    };
    expect(prefilledDraft(user)).toEqual({
      ...EMPTY_DRAFT,
      firstName: 'Asha',
      lastName: 'Verma',
      mobile: '9876543210',
      email: 'asha@example.com',
    });
    expect(prefilledDraft({ ...user, is_admin: true })).toEqual(EMPTY_DRAFT);
    expect(prefilledDraft(null)).toEqual(EMPTY_DRAFT);
  });
});
