// The create-post form's state: changing the category resets the type (and the extras, which
// belong to the type's list).
import type { ProductPostExtra } from '#src/api/schemas/vendors.ts';
import type { VISIBILITIES } from '#src/features/vendor-tools/post-catalogue.ts';

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

/** Everything the server requires: name, category, type, description and a positive price. */
export function postReady(form: PostForm): boolean {
  const price = Number(form.price);
  return (
    form.name.trim() !== '' &&
    form.category !== '' &&
    form.type !== '' &&
    form.desc.trim() !== '' &&
    Number.isFinite(price) &&
    price > 0
  );
}
