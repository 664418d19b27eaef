import { API_MATRIX, describeOwnershipMatrix } from '../security/ownership-matrix';

describeOwnershipMatrix(API_MATRIX);
