export { planningService } from './plugin';
export { readStatements } from './statements/read-statements';
export { readStatementGrid } from './statements/grid-source';
