import type { Db } from '../../db/types.js';
import type { ApiModule } from '../../http/apiModule.js';
import { ckycCall } from '../../partners/ckyc/ckycCall.js';
import type { CkycClient } from '../../partners/ckyc/types.js';
import { karzaBusinessDocumentCall, karzaPanNameCall } from '../../partners/karza/karzaCalls.js';
import { karzaOkycCall } from '../../partners/karza/karzaOkycCall.js';
import { karzaRoutes } from '../../partners/karza/routes.js';
import type { KarzaClient } from '../../partners/karza/types.js';
import { okycCall } from '../../partners/okyc/okycCall.js';
import { storedDocumentReader } from '../../partners/okyc/storedDocumentReader.js';
import type { PartnerCall } from '../../partners/partnerCall.js';
import { uidaiCertificates } from '../../partners/uidai/uidaiCertificates.js';
import type { DocumentStore } from '../../storage/documentStore.js';
import type { AuthDeps } from '../auth/deps.js';
import { eraseLeadDocument } from '../documents/eraseDocument.js';

interface KycDeps {
  db: Db;
  now: () => Date;
  auth: AuthDeps;
  production: boolean;
  store: DocumentStore;
  partners: { ckyc: CkycClient; karza: KarzaClient };
}

/**
 * Know-your-customer checks journeys name: CKYC, Karza's PAN, business documents and Aadhaar
 * OTP, and UIDAI's offline e-KYC, whose Aadhaar ZIP is read from the lead's upload and
 * verified against UIDAI's certificate.
 */
export const kycModule: ApiModule<KycDeps, never, PartnerCall> = {
  name: 'kyc',
  calls: ({ db, now, production, store, partners }) => [
    ckycCall(partners.ckyc),
    karzaPanNameCall(partners.karza),
    karzaBusinessDocumentCall(partners.karza),
    karzaOkycCall(partners.karza),
    okycCall({
      readDocument: storedDocumentReader(db, store),
      // Deleted once read, verified or not (decision 062).
      eraseDocument: (leadId, id) => eraseLeadDocument({ db, store, now }, leadId, id),
      // Read at the call: production without UIDAI_CERTIFICATE_PATH refuses step11, not start-up.
      certificatePem: () =>
        uidaiCertificates({
          nodeEnv: production ? 'production' : 'development',
          uidaiCertificatePath: process.env.UIDAI_CERTIFICATE_PATH || undefined,
        }),
      now,
    }),
  ],
  routes: ({ auth, partners }) => [karzaRoutes({ auth, karza: partners.karza })],
};
