import type { FieldDef } from '../../journeyModel/types.js';
import { namePartField } from './namePartField.js';

export const lastnameField = (): FieldDef => namePartField('last');
