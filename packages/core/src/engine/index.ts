export type { Calls } from '../journeyModel/evaluateCondition.js';
export {
  conditionFields,
  conditionOutcomes,
  evaluateCondition,
  isFilled,
} from '../journeyModel/evaluateCondition.js';
export type * from '../journeyModel/types.js';
export { advance, firstStep } from './advance.js';
export { analyseCalls } from './analyseCalls.js';
export { allows, analyseCallConsents, analyseConsentFields } from './analyseConsents.js';
export { analyseJourney, reachableFrom } from './analyseJourney.js';
export type { AppliedStep, CallResult } from './applyStep.js';
export { applyStep } from './applyStep.js';
export type { EntryCheck, EntryRefusal } from './canEnterStep.js';
export { canEnterStep } from './canEnterStep.js';
export { describeJourney } from './describeJourney.js';
export type { DeviceContext } from './deviceContext.js';
export {
  DEVICE_CONTEXT_HEADER,
  formatDeviceContext,
  isAndroidWebView,
  NO_DEVICE_CONTEXT,
  parseDeviceContext,
} from './deviceContext.js';
export type { CallFacts } from './fillFacts.js';
export { fillFacts } from './fillFacts.js';
export { findStep, getStep } from './findStep.js';
export { isStepOptional, skippedAnswers } from './isStepOptional.js';
export { isStepSkipped } from './isStepSkipped.js';
export type { CallRecord, JourneyState, PendingCall } from './journeyState.js';
export { journeyState } from './journeyState.js';
export { keptAsItWas } from './keptAsItWas.js';
export { lookupKey } from './lookupKey.js';
export type { NextResult } from './nextStep.js';
export { nextStep } from './nextStep.js';
export { longestPathFrom, progress, stepNumber } from './progress.js';
export { pruneAnswers } from './pruneAnswers.js';
export { pruneCalls } from './pruneCalls.js';
export { ruleRegistry } from './ruleRegistry.js';
export { isKnownRule, runRule } from './runRule.js';
export type { SettledCall } from './settleCall.js';
export { settleCall } from './settleCall.js';
export { stepAdminStatuses } from './stepAdminStatuses.js';
export { stepCall } from './stepCall.js';
export {
  askedKeys,
  isFieldRequired,
  isFieldVisible,
  isStepFilled,
  stepAnswerKeys,
  stepFields,
} from './stepFields.js';
export { lastLocation, stepRoute } from './stepRoute.js';
export type { SubmitResult } from './submitStep.js';
export { applyCheckedStep, entryMessage, refusalOf, submitStep } from './submitStep.js';
export type { StepValidation } from './validateStep.js';
export {
  CHOOSE_OPTION,
  INVALID_VALUE,
  MANDATORY_TERMS,
  OTP_FORMAT,
  PICK_SUGGESTION,
  REQUIRED,
  validateStep,
} from './validateStep.js';
