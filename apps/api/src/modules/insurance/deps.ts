import type { InsurerClient } from '../../partners/insurers/types.js';
import type { PaymentsDeps } from '../payments/deps.js';

/** The insurance journeys' server side (decision 048): the payments' deps and the insurer. */
export interface InsuranceDeps extends PaymentsDeps {
  insurer: InsurerClient;
}
