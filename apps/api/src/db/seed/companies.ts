// Employers for the company autosuggest, each with its category from the spec's 13
// employer and profession categories (spec §3, card recommendation filter state).

export const companyCategories = {
  government: 1,
  'armed forces': 2,
  PSU: 3,
  'listed company': 4,
  'pvt ltd': 5,
  proprietorship: 6,
  partnership: 7,
  'pvt ltd company': 8,
  LLP: 9,
  doctor: 10,
  architect: 11,
  lawyer: 12,
  'chartered accountant': 13,
} as const;

export type CompanyCategory = keyof typeof companyCategories;

const byCategory: Record<CompanyCategory, string[]> = {
  government: [
    'Government of India',
    'Indian Railways',
    'Government of Maharashtra',
    'Government of Karnataka',
    'Government of Tamil Nadu',
    'Government of Uttar Pradesh',
    'Reserve Bank of India',
    'India Post',
  ],
  'armed forces': [
    'Indian Army',
    'Indian Navy',
    'Indian Air Force',
    'Indian Coast Guard',
    'Border Security Force',
  ],
  PSU: [
    'Oil and Natural Gas Corporation (ONGC)',
    'NTPC Limited',
    'Steel Authority of India (SAIL)',
    'Bharat Heavy Electricals (BHEL)',
    'Indian Oil Corporation',
    'Hindustan Petroleum Corporation (HPCL)',
    'Bharat Petroleum Corporation (BPCL)',
    'GAIL (India) Limited',
    'Coal India Limited',
    'Life Insurance Corporation of India',
    'State Bank of India',
    'Bank of Baroda',
    'Canara Bank',
    'Punjab National Bank',
    'Hindustan Aeronautics Limited',
    'Bharat Electronics Limited',
    'Power Grid Corporation of India',
  ],
  'listed company': [
    'Tata Consultancy Services',
    'Infosys',
    'Wipro',
    'HCLTech',
    'Tech Mahindra',
    'LTIMindtree',
    'Reliance Industries',
    'HDFC Bank',
    'ICICI Bank',
    'Axis Bank',
    'Kotak Mahindra Bank',
    'Larsen & Toubro',
    'ITC Limited',
    'Hindustan Unilever',
    'Bharti Airtel',
    'Mahindra & Mahindra',
    'Tata Motors',
    'Tata Steel',
    'Maruti Suzuki India',
    'Asian Paints',
    'Bajaj Finance',
    'Sun Pharmaceutical Industries',
    "Dr. Reddy's Laboratories",
    'Titan Company',
    'Nestle India',
    'Persistent Systems',
    'Hero MotoCorp',
    'Britannia Industries',
  ],
  'pvt ltd': [
    'Flipkart Internet Private Limited',
    'Amazon Development Centre (India) Private Limited',
    'Google India Private Limited',
    'Microsoft Corporation (India) Private Limited',
    'Accenture Solutions Private Limited',
    'Cognizant Technology Solutions India Private Limited',
    'IBM India Private Limited',
    'Oracle India Private Limited',
    'Samsung India Electronics Private Limited',
    'Dell International Services India Private Limited',
    'Razorpay Software Private Limited',
    'PhonePe Private Limited',
  ],
  proprietorship: [],
  partnership: [],
  'pvt ltd company': [],
  LLP: [
    'Deloitte Haskins & Sells LLP',
    'S R Batliboi & Co. LLP',
    'B S R & Co. LLP',
    'Price Waterhouse Chartered Accountants LLP',
    'Grant Thornton Bharat LLP',
  ],
  doctor: [
    'Apollo Hospitals Enterprise',
    'Fortis Healthcare',
    'All India Institute of Medical Sciences (AIIMS)',
  ],
  architect: [],
  lawyer: ['Cyril Amarchand Mangaldas', 'Shardul Amarchand Mangaldas & Co', 'AZB & Partners'],
  'chartered accountant': [],
};

export interface CompanySeed {
  id: number;
  name: string;
  category: CompanyCategory;
  categoryId: number;
}

export const companySeed: CompanySeed[] = (
  Object.entries(byCategory) as [CompanyCategory, string[]][]
)
  .flatMap(([category, names]) =>
    names.map((name) => ({ name, category, categoryId: companyCategories[category] })),
  )
  .map((row, i) => ({ id: i + 1, ...row }));
