/** Referral as the contract gives it (DESIGN-18 §5). */
export interface ReferralOffer {
  godfather_amount: number;
  godson_amount: number;
  godson_code_validity_months: number;
}

export type GodsonStatus = 'INVITED' | 'SIGNED_UP' | 'REWARDED' | 'REFUSED';

export interface Godson {
  id: number;
  email: string;
  firstname: string | null;
  status: GodsonStatus;
  invited_at: string | null;
  signed_up_at: string | null;
  rewarded_at: string | null;
}

export interface Referral {
  link: string;
  godfather_amount: number;
  rewards_total: number;
  godsons: Godson[];
}
