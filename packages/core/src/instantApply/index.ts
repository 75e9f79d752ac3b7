// The instant-apply forms (not in cardLeads: the pages that need only the card session and
// payload helpers must not load the forms; a barrel puts all it re-exports in their chunk).
export type { InstantApplyKind } from './instantApplyForm.js';
export { formKindOf, instantApplyForm } from './instantApplyForm.js';
export { instantApplySample } from './instantApplySample.js';
