/** Generic CurrentBalance (V7) response. */
export interface WireBalanceResponse {
  RemainedCredit: number;
}
