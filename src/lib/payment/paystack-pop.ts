// The slice of Paystack's inline v2 script (`window.PaystackPop`) the client uses. The mock's
// emulated script and the real one both fit it.

interface PaystackSuccessResponse {
  reference: string;
  message?: string;
  status?: string;
  trans?: string;
  transaction?: string;
}

interface PaystackLoadResponse {
  id: number | string;
  customer: unknown;
  accessCode: string;
}

interface PaystackCallbacks {
  onLoad?: (response: PaystackLoadResponse) => void;
  onSuccess?: (response: PaystackSuccessResponse) => void;
  onCancel?: () => void;
  onError?: (error: { message: string }) => void;
  onBankTransferConfirmationPending?: () => void;
}

interface PaystackPopInstance {
  newTransaction(options: Record<string, unknown>): unknown;
  resumeTransaction?(accessCode: string, callbacks: PaystackCallbacks): unknown;
  cancelTransaction?(id?: unknown): void;
}

export type PaystackPopConstructor = new () => PaystackPopInstance;
