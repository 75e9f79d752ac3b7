import type { FieldDef } from '../../journeyModel/types.js';
import { namePartField } from './namePartField.js';

export const firstnameField = (): FieldDef => namePartField('first');
