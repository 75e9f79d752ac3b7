export {
  BENEFIT_MESSAGES,
  BENEFIT_OBJECT_TYPE,
  type BenefitRefusal,
  type BenefitRequest,
  benefitsOfPlans,
  MEMBER_BENEFITS,
  type Member,
  type MemberBenefit,
  memberBenefit,
} from './memberBenefits.js';
