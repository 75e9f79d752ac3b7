import type { JourneyDef } from '@tara/core';
import type { ApiModule } from '../../http/apiModule.js';
import { DEFAULT_UPLOAD_LIMITS, type UploadLimits } from '../../http/serverLimits.js';
import type { DocumentStore } from '../../storage/documentStore.js';
import type { LeadDeps } from '../leads/service.js';
import { documentRoutes } from './routes.js';

interface DocumentsDeps {
  leads: LeadDeps;
  store: DocumentStore;
  definitions: readonly JourneyDef[];
  options: { uploadLimits?: Partial<UploadLimits> };
}

/** Uploads: typed by content, owner and staff only (decision 023). */
export const documentsModule: ApiModule<DocumentsDeps> = {
  name: 'documents',
  routes: ({ leads, store, definitions, options }) => [
    documentRoutes({
      ...leads,
      store,
      definitions,
      uploadLimits: { ...DEFAULT_UPLOAD_LIMITS, ...options.uploadLimits },
    }),
  ],
};
