// The create-post form's state: changing the category resets the type (and the extras, which
// belong to the type's list).
import { PRICE_MAX_NAIRA } from '#shared/schemas/field-limits.ts';
import type { ProductPostExtra } from '#shared/schemas/vendors.ts';
import type { VISIBILITIES } from '#src/features/vendor-tools/post-catalogue.ts';
import { vendorTexts } from '#src/features/vendor-tools/vendor-texts.ts';

export interface PostForm {
  photos: File[];
  name: string;
  category: string;
  type: string;
  desc: string;
  price: string;
  content: string[];
  visibility: (typeof VISIBILITIES)[number];
  extras: ProductPostExtra[];
}

export const EMPTY_POST: PostForm = {
  photos: [],
  name: '',
  category: '',
  type: '',
  desc: '',
  price: '',
  content: [],
  visibility: 'Public',
  extras: [],
};

export function withCategory(form: PostForm, category: string): PostForm {
  return { ...form, category, type: '', extras: [] };
}

export function withType(form: PostForm, type: string): PostForm {
  return { ...form, type, extras: [] };
}

/** The fields of the form that can be wrong, in the form's order. */
export const POST_FIELDS = ['name', 'category', 'type', 'desc', 'price'] as const;
export type PostField = (typeof POST_FIELDS)[number];

/**
 * What is wrong with a price typed in naira: empty, not a number, outside ₦0.01–₦10,000,000, or
 * finer than kobo (2500.50 is ₦2,500.50; 2500.505 is not an amount). Undefined when it is fine.
 */
function priceProblem(text: string): string | undefined {
  const value = text.trim();
  if (value === '') return vendorTexts.priceMissing;
  const price = Number(value);
  if (!Number.isFinite(price)) return vendorTexts.priceNotNumber;
  if (price <= 0 || price > PRICE_MAX_NAIRA) return vendorTexts.priceBound;
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return vendorTexts.priceKobo;
  return undefined;
}

/**
 * Each field's problem, said at the field: a blank required field (only once Post was pressed,
 * `checked`), a price that is not one — a typed price is checked as soon as it is typed.
 */
export function postProblems(form: PostForm, checked: boolean): Partial<Record<PostField, string>> {
  const problems: Partial<Record<PostField, string>> = {};
  if (checked && form.name.trim() === '') problems.name = vendorTexts.nameMissing;
  if (checked && form.category === '') problems.category = vendorTexts.categoryMissing;
  if (checked && form.type === '') problems.type = vendorTexts.typeMissing;
  if (checked && form.desc.trim() === '') problems.desc = vendorTexts.descMissing;
  if (checked || form.price !== '') {
    const price = priceProblem(form.price);
    if (price) problems.price = price;
  }
  return problems;
}
