import type { components } from '@/shared/api';

type Schemas = components['schemas'];
export type PaymentMethod = Schemas['PaymentMethod'];
export type PaymentPlatforms = Schemas['PaymentPlatforms'];
export type PaymentPlatform = PaymentPlatforms['platforms'][number];
export type PaymentPlatformName = Schemas['PaymentPlatformName'];
export type PaymentGatewayName = Schemas['PaymentGatewayName'];
export type SandboxApproval = Schemas['SandboxApproval'];
