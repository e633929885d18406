import type { Database } from '../db/client';
import { clientOf } from '../http/auth';
import type { Handlers } from '../http/types';
import { createAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress } from './addresses';

/** The client's address book: billing and shipping addresses, each kind with its default. */
export function addressHandlers({ db }: { db: Database }): Handlers {
  return {
    async listBillingAddresses(request) {
      return listAddresses(db, clientOf(request).clientId, 'BILLING');
    },
    async listShippingAddresses(request) {
      return listAddresses(db, clientOf(request).clientId, 'SHIPPING');
    },
    async createBillingAddress(request, reply) {
      reply.status(201);
      return createAddress(db, clientOf(request).clientId, 'BILLING', request.body);
    },
    async createShippingAddress(request, reply) {
      reply.status(201);
      return createAddress(db, clientOf(request).clientId, 'SHIPPING', request.body);
    },

    async updateAddress(request) {
      return updateAddress(db, clientOf(request).clientId, request.params.addressId, request.body);
    },

    async deleteAddress(request, reply) {
      await deleteAddress(db, clientOf(request).clientId, request.params.addressId);
      return reply.status(204).send();
    },

    async setDefaultAddress(request) {
      return setDefaultAddress(db, clientOf(request).clientId, request.params.addressId);
    },
  };
}
