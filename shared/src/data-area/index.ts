export {
  createDataArea,
  type DataArea,
  type DataAreaOutcome,
  type DataAreaState,
} from './data-area';
export { useDataArea, type UseDataAreaResult } from './use-data-area';
