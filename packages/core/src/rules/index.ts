export type { AnswerObject } from './answerValues.js';
export {
  answerAmount,
  answerCity,
  answerDob,
  answerId,
  answerText,
  answerYesNo,
  cityNameOf,
  cityPrettyNameOf,
  isAnswerObject,
  isoDate,
} from './answerValues.js';
export type { ApplicantExtras } from './applicantFromQuery.js';
export { ageFromDob, ageOn, applicantFromQuery } from './applicantFromQuery.js';
export type {
  CardListFilters,
  CardListState,
  ListedCard,
  OffersState,
  SortDirection,
} from './cardFilters.js';
export {
  defaultCardListFilters,
  filterCardList,
  filterOffers,
  initialCardListState,
  initialOffersState,
  joiningFeeMaxAfterLoad,
  loadCardList,
  openOffers,
  resetCardListFilters,
  setCardListFilters,
  setCardListSort,
  setOffersFilters,
  sortCards,
  withRatings,
} from './cardFilters.js';
export type { CompiledCatalog, FitColumns } from './compileCatalog.js';
export { compileCatalog } from './compileCatalog.js';
export {
  ageCriterion,
  ageRule,
  cardCriteria,
  cardRules,
  cityCriterion,
  cityRule,
  creditHistoryCriterion,
  creditHistoryRule,
  criterionOf,
  employerCriterion,
  employerRule,
  existingCardCriterion,
  existingCardRule,
  incomeCriterion,
  incomeRule,
  judgeCard,
  ruleOf,
  verdictName,
} from './criteria.js';
export type { EmployerCategory, EmployerCategoryInfo } from './employerCategories.js';
export {
  CREDIT_HISTORY_ORDER,
  creditHistoryFromScore,
  creditHistoryRank,
  creditHistoryText,
  EMPLOYER_CATEGORIES,
  employerCategory,
  employerCategoryLabel,
} from './employerCategories.js';
export { FIT_WEIGHTS, fitParts, fitScore } from './fit.js';
export * from './kyc/index.js';
export * from './loans/index.js';
export type { OfferReasonInput, OfferReasons } from './offerReasons.js';
export { offerReasons } from './offerReasons.js';
export type { OfferSort, OrderableOffer } from './orderOffers.js';
export {
  OFFER_SORT_LABELS,
  OFFER_SORTS,
  offerSortOf,
  orderOffers,
  shortlistOffers,
} from './orderOffers.js';
export { prepareApplicant, prepareCard } from './prepare.js';
export type { RecommendOptions } from './recommend.js';
export { recommend } from './recommend.js';
export type { RecommendationFilters, UserBank } from './recommendationQuery.js';
export {
  applicantExtrasOf,
  applicantFromFilters,
  defaultRecommendationFilters,
  professionCategoryOf,
  recommendationFiltersFromAnswers,
  recommendationQuery,
  recommendationQueryFromAnswers,
  UNKNOWN_CITY_PRETTY_NAME,
} from './recommendationQuery.js';
export { recommendCards } from './recommendCards.js';
export { reviewAverage } from './reviewAverage.js';
export { REVIEW_LIMITS, REVIEW_MESSAGES, reviewLimits } from './reviewLimits.js';
export type { ScoreLevel } from './scoreLevels.js';
export { SCORE_LEVELS, SCORE_SCALE, scoreLevels } from './scoreLevels.js';
export type * from './types.js';
export { VERDICT } from './types.js';
