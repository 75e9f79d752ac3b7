import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/schemas.js';
import { sandboxCashlessHospitals } from '../../partners/insurers/cashlessHospitals.js';
import { pinStatus } from '../catalog/service.js';
import type { InsuranceDeps } from './deps.js';
import { HospitalListBodySchema, HospitalListResponseSchema } from './hospitalListSchemas.js';

/**
 * POST /insurances/get_hospital_list (spec 03 §7, INS-GH-07, decision 052): the cashless
 * hospitals of a network near a pincode. Public, as the plans are: a buyer compares networks
 * before choosing. An unknown pincode is 400 'Please enter a valid pincode' (India Post's
 * list, as `/insurances/validate_pincode`). The list is the sandbox's until a network's is wired.
 */
export const hospitalListRoutes =
  (deps: InsuranceDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/insurances/get_hospital_list',
      {
        schema: {
          tags: ['insurance'],
          operationId: 'insuranceHospitalList',
          summary: 'The cashless hospitals near a pincode',
          description:
            "hospital_network_type HDFCERGO (plan 264) or Kotak; 400 'Please enter a valid pincode' for a pincode India Post does not have",
          body: HospitalListBodySchema,
          response: { 200: HospitalListResponseSchema, ...errorResponses(400, 415, 422) },
        },
      },
      async (request) => {
        const pin = await pinStatus(deps.db, request.body.pincode);
        const pincode = String(request.body.pincode);
        const network = request.body.hospital_network_type;
        const city = pin.city_pretty_name ?? pin.city_name;
        return {
          data: {
            results: {
              pincode,
              city,
              hospital_network_type: network,
              hospitals: sandboxCashlessHospitals(pincode, city, network),
              sample: true,
            },
          },
        };
      },
    );
  };
