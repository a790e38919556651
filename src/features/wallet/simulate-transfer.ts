// Mock mode only: the mock server's control API credits a generated wallet account as a bank
// transfer would (`POST /__mock/bank-transfer`, amount in kobo → `{ balance }` in naira).
import { z } from 'zod/mini';
import { apiRequest } from '#src/api/client.ts';

const answerSchema = z.looseObject({ balance: z.number() });

export function simulateBankTransfer(accountNumber: string, amountKobo: number) {
  return apiRequest({
    method: 'POST',
    path: '/__mock/bank-transfer',
    json: { accountNumber, amount: amountKobo },
    schema: answerSchema,
  });
}
