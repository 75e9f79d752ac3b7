import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { httpError } from '../../http/errors.js';
import { errorResponses, SESSION_SECURITY } from '../../http/schemas.js';
import { sessionUser } from '../payments/routes.js';
import { COMBO_LEAD_ADD_PATH } from './comboCurrent.js';
import { comboLeadAdd } from './comboLeadAdd.js';
import {
  ComboLeadAddBodySchema,
  ComboLeadAddResponseSchema,
  PartnerDetailQuerySchema,
  PartnerDetailResponseSchema,
} from './comboSchemas.js';
import type { InsuranceDeps } from './deps.js';
import { partnerDetail } from './partnerDetail.js';

/** Another user's id in the query: the partner detail is the session user's own. */
export const NOT_YOUR_USER = 'You can only see your own details.';

/**
 * The combos' lead creation (spec 03 §7 `POST /insurances/lead/combo/add`, decision 055) and
 * the partner detail (`GET /insurances/partner/detail`). The session's own leads only.
 */
export const insuranceComboRoutes =
  (deps: InsuranceDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['insurance'];
    app.post(
      COMBO_LEAD_ADD_PATH,
      {
        schema: {
          tags,
          operationId: 'insuranceComboLeadAdd',
          summary: 'Create an insurance combo lead',
          security: SESSION_SECURITY,
          description:
            'validateOnly 1 (paymentId null): every part is validated by its insurer and the combo quoted for one payment (400 with a refusal); validateOnly 0 with the paymentId: the paid combo and its items',
          body: ComboLeadAddBodySchema,
          response: { 200: ComboLeadAddResponseSchema, ...errorResponses(400, 401, 404, 415) },
        },
      },
      async (request) => comboLeadAdd(deps, (await sessionUser(deps, request)).id, request.body),
    );

    app.get(
      '/api/insurances/partner/detail',
      {
        schema: {
          tags,
          operationId: 'insurancePartnerDetail',
          summary: 'The partner that brought the user, and who takes the payment',
          security: SESSION_SECURITY,
          description:
            "user_id must be the session's; 404 for an unknown partner or one not selling the instrument",
          querystring: PartnerDetailQuerySchema,
          response: { 200: PartnerDetailResponseSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const user = await sessionUser(deps, request);
        if (request.query.user_id !== user.id) throw httpError(403, NOT_YOUR_USER);
        return partnerDetail(request.query.partner_id, request.query.instrument_id);
      },
    );
  };
