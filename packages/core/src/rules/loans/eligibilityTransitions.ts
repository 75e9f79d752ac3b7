import {
  ELIGIBILITY_FILTER_DEFAULTS,
  type EligibilityFilter,
  type EligibilityState,
  type EmiType,
  eligibilityState,
  type LoanUsage,
} from './eligibilityState.js';

// The transitions of the eligibility state (spec 02 §4.5, ELIG-07..12), pure: each returns a
// new state and leaves the one it is given alone.

const EMI_FIELD = {
  HOME_LOAN: 'homeLoanEmiValue',
  PERSONAL_LOAN: 'personalLoanEmiValue',
  AUTOMOBILE_LOAN: 'carLoanEmiValue',
} as const satisfies Record<EmiType, keyof EligibilityState['user']>;

/** The sum of the EMIs of the ticked types (ELIG-07). */
function emiSum(user: EligibilityState['user']): number {
  return user.emiType.reduce((sum, type) => sum + (user[EMI_FIELD[type]] ?? 0), 0);
}

/** Filter changes (bank types, EMI, amount, tenure, women's rate, credit rating). */
export function setEligibilityFilter(
  state: EligibilityState,
  patch: Partial<EligibilityFilter>,
): EligibilityState {
  return { ...state, filter: { ...state.filter, ...patch } };
}

/** Ticks or unticks an EMI type; `emiValue` becomes the sum of the ticked types' EMIs. */
export function toggleEmiType(state: EligibilityState, type: EmiType): EligibilityState {
  const ticked = state.user.emiType.includes(type);
  const emiType = ticked
    ? state.user.emiType.filter((t) => t !== type)
    : [...state.user.emiType, type];
  const user = { ...state.user, emiType, paysEmi: emiType.length > 0 };
  return { ...state, user: { ...user, emiValue: emiSum(user) } };
}

/** Sets one type's EMI amount (rupees a month) and sums again. */
export function setEmiValue(
  state: EligibilityState,
  type: EmiType,
  amount: number,
): EligibilityState {
  const user = { ...state.user, [EMI_FIELD[type]]: amount };
  return { ...state, user: { ...user, emiValue: emiSum(user) } };
}

/**
 * The closed-EMIs toggle (ELIG-08): on, the car-loan and personal-loan EMIs become 0 (kept
 * aside); off, they come back. The home-loan EMI is not touched.
 */
export function toggleClosedEmis(state: EligibilityState, closed: boolean): EligibilityState {
  if (closed === state.filter.closedEmis) return state;
  const saved = state.closedEmisSaved;
  const user = closed
    ? { ...state.user, carLoanEmiValue: 0, personalLoanEmiValue: 0 }
    : {
        ...state.user,
        carLoanEmiValue: saved?.carLoanEmiValue ?? state.user.carLoanEmiValue,
        personalLoanEmiValue: saved?.personalLoanEmiValue ?? state.user.personalLoanEmiValue,
      };
  return {
    ...state,
    user: { ...user, emiValue: emiSum(user) },
    filter: { ...state.filter, closedEmis: closed },
    closedEmisSaved: closed
      ? {
          carLoanEmiValue: state.user.carLoanEmiValue,
          personalLoanEmiValue: state.user.personalLoanEmiValue,
        }
      : null,
  };
}

/** The co-applicant is cleared when there is none (ELIG-09). */
export function setCoApplicantPresent(state: EligibilityState, present: boolean): EligibilityState {
  const user = { ...state.user, coAppPresent: present };
  return present
    ? { ...state, user }
    : { ...state, user, coApplicant: eligibilityState().coApplicant };
}

/** Balance-transfer data is cleared unless the loan moves an existing one (ELIG-10). */
export function setLoanUsage(state: EligibilityState, loanUsage: LoanUsage): EligibilityState {
  const user = { ...state.user, loanUsage };
  return loanUsage === 'TRANSFER_EXISTING'
    ? { ...state, user }
    : { ...state, user, balance_transfer: eligibilityState().balance_transfer };
}

/** The evaluation's answer replaces the state (ELIG-11); loading ends, errors clear. */
export function applyEvaluation(
  state: EligibilityState,
  response: Omit<EligibilityState, 'isLoading' | 'hasErrors' | 'closedEmisSaved'>,
): EligibilityState {
  return {
    ...response,
    closedEmisSaved: state.closedEmisSaved,
    isLoading: false,
    hasErrors: false,
  };
}

/** A failed evaluation (non-2xx): loading ends, `hasErrors` is set (ELIG-12, §8). */
export function evaluationFailed(state: EligibilityState): EligibilityState {
  return { ...state, isLoading: false, hasErrors: true };
}

/** Applying the filter criteria copies emi, loanAmtMax and tenure from the selected instrument. */
export function applyCriteria(state: EligibilityState): EligibilityState {
  const s = state.selected_instrument;
  return {
    ...state,
    filter: {
      ...state.filter,
      emi: s.emi ?? state.filter.emi,
      loanAmtMax: s.loanAmountMax ?? state.filter.loanAmtMax,
      tenure: s.tenureMonths ?? state.filter.tenure,
    },
  };
}

/** Reset variants: the whole state, or only the filter (to §9's defaults). */
export function resetEligibility(
  state: EligibilityState,
  part: 'all' | 'filter',
): EligibilityState {
  if (part === 'all') return eligibilityState();
  return {
    ...state,
    filter: { ...ELIGIBILITY_FILTER_DEFAULTS, bankType: [] },
    closedEmisSaved: null,
  };
}

/** The body of POST {rule-api}/evaluate/: the state without isLoading and hasErrors (ELIG-12). */
export function evaluatePayload(
  state: EligibilityState,
): Omit<EligibilityState, 'isLoading' | 'hasErrors' | 'closedEmisSaved'> {
  const { isLoading: _loading, hasErrors: _errors, closedEmisSaved: _saved, ...payload } = state;
  return payload;
}
