/** Card brands we recognise from the first digits (the IIN ranges the card networks publish). */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay';

interface BrandRule {
  brand: CardBrand;
  pattern: RegExp;
  lengths: number[];
  /** Digits per group when shown: 4 4 4 4 (4 6 5 for American Express). */
  groups: number[];
  cvcLength: number;
}

const FOURS = [4, 4, 4, 4, 3];
const RULES: BrandRule[] = [
  { brand: 'amex', pattern: /^3[47]/, lengths: [15], groups: [4, 6, 5], cvcLength: 4 },
  { brand: 'diners', pattern: /^3(0[0-5]|[689])/, lengths: [14, 16, 19], groups: [4, 6, 4], cvcLength: 3 },
  { brand: 'jcb', pattern: /^35(2[89]|[3-8])/, lengths: [16, 17, 18, 19], groups: FOURS, cvcLength: 3 },
  { brand: 'visa', pattern: /^4/, lengths: [13, 16, 19], groups: FOURS, cvcLength: 3 },
  {
    brand: 'mastercard',
    pattern: /^(5[1-5]|2(2[2-9][1-9]|2[3-9]|[3-6]|7[01]|720))/,
    lengths: [16],
    groups: FOURS,
    cvcLength: 3,
  },
  {
    brand: 'discover',
    pattern: /^(6011|64[4-9]|65)/,
    lengths: [16, 17, 18, 19],
    groups: FOURS,
    cvcLength: 3,
  },
  { brand: 'unionpay', pattern: /^62/, lengths: [16, 17, 18, 19], groups: FOURS, cvcLength: 3 },
];

export const BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

export const digitsOf = (value: string) => value.replace(/\D/g, '');

const ruleOf = (digits: string) => RULES.find((rule) => rule.pattern.test(digits));

export const cardBrand = (value: string): CardBrand | undefined => ruleOf(digitsOf(value))?.brand;

/** The longest number a card of this brand (or any card) has. */
export const maxDigits = (value: string) => Math.max(...(ruleOf(digitsOf(value))?.lengths ?? [19]));

/** The Luhn check digit test every card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The number as typed, grouped for reading: "4242 4242 4242 4242", "3782 822463 10005". */
export function formatCardNumber(value: string): string {
  const digits = digitsOf(value).slice(0, maxDigits(value));
  const groups = ruleOf(digits)?.groups ?? FOURS;
  const parts: string[] = [];
  let rest = digits;
  for (const size of groups) {
    if (!rest) break;
    parts.push(rest.slice(0, size));
    rest = rest.slice(size);
  }
  if (rest) parts.push(rest);
  return parts.join(' ');
}

/** "MM/YY" as it is typed: the slash comes by itself after the month. */
export function formatExpiry(value: string, previous = ''): string {
  let digits = digitsOf(value).slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  const deleting = value.length < previous.length;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return deleting ? digits : `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

export type CardField = 'number' | 'expiry' | 'cvc';
export type CardProblem =
  | 'numberRequired'
  | 'numberIncomplete'
  | 'numberInvalid'
  | 'expiryRequired'
  | 'expiryInvalid'
  | 'expiryPast'
  | 'cvcRequired'
  | 'cvcInvalid';

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

/** What is wrong with each field of the card form, `now` deciding whether the card has expired. */
export function validateCard(input: CardInput, now: Date): Partial<Record<CardField, CardProblem>> {
  const problems: Partial<Record<CardField, CardProblem>> = {};
  const digits = digitsOf(input.number);
  const rule = ruleOf(digits);
  if (!digits) problems.number = 'numberRequired';
  else if (digits.length < Math.min(...(rule?.lengths ?? [12]))) problems.number = 'numberIncomplete';
  else if (
    !(rule?.lengths ?? [12, 13, 14, 15, 16, 17, 18, 19]).includes(digits.length) ||
    !passesLuhn(digits)
  )
    problems.number = 'numberInvalid';

  const expiry = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(input.expiry);
  if (!input.expiry.trim()) problems.expiry = 'expiryRequired';
  else if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12) problems.expiry = 'expiryInvalid';
  else {
    const year = 2000 + Number(expiry[2]);
    const month = Number(expiry[1]);
    const thisMonth = now.getFullYear() * 12 + now.getMonth() + 1;
    const cardMonth = year * 12 + month;
    if (cardMonth < thisMonth) problems.expiry = 'expiryPast';
    else if (cardMonth > thisMonth + 20 * 12) problems.expiry = 'expiryInvalid';
  }

  const cvcLength = rule?.cvcLength ?? 3;
  if (!input.cvc.trim()) problems.cvc = 'cvcRequired';
  else if (!new RegExp(`^\\d{${cvcLength}}$`).test(input.cvc.trim())) problems.cvc = 'cvcInvalid';
  return problems;
}

export const cvcLengthOf = (number: string) => ruleOf(digitsOf(number))?.cvcLength ?? 3;
