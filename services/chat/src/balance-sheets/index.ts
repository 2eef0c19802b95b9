export { registerBalanceSheetCalls } from './routes';
