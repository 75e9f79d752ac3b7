import { describe, expect, it } from 'vitest';
import { leadPullPrefill } from './leadPullPrefill.js';

describe('leadPullPrefill (decision 038, 049)', () => {
  it('takes the applicant from the lead’s answers, blanks left out', () => {
    expect(
      leadPullPrefill({
        pancard: 'ABCPE1234F',
        firstname: 'Asha',
        middlename: ' ',
        lastname: 'Verma',
        mobile: '9876543210',
        email: 'asha@example.com',
        company: { id: 1, name: 'x' },
      }),
    ).toEqual({
      pan: 'ABCPE1234F',
      firstName: 'Asha',
      lastName: 'Verma',
      mobile: '9876543210',
      email: 'asha@example.com',
    });
    expect(leadPullPrefill({ firstname: 3 })).toEqual({ firstName: '', lastName: '' });
  });
});
