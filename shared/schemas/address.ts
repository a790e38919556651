import { z } from 'zod/mini';

// Kept apart from the order schemas: the persisted cart's address reads with it at boot, without
// pulling every order shape into the first chunk.

/** The address lines every shipping address has. */
export const addressLines = {
  name: z.string(),
  street: z.string(),
  localGvt: z.string(),
  state: z.string(),
  country: z.string(),
};

/** The shipping address as the client's form writes, keeps and sends it: six text fields. */
export const shippingAddressInputSchema = z.object({ ...addressLines, phoneNumber: z.string() });
export type ShippingAddressInput = z.infer<typeof shippingAddressInputSchema>;
