import { APP_MATRIX, describeOwnershipMatrix } from './ownership-matrix';

describeOwnershipMatrix(APP_MATRIX);
