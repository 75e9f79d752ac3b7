import type { JourneyRegistry } from '@tara/core';
import type { ApiModule } from '../../http/apiModule.js';
import { journeyRoutes } from './routes.js';

/** Journeys: the definitions the web renders, by prefix and version. */
export const journeysModule: ApiModule<{ journeys: JourneyRegistry }> = {
  name: 'journeys',
  routes: ({ journeys }) => [journeyRoutes(journeys)],
};
