export {};

// This remote is composed by the shell at run time: its one module is './App' (src/app.tsx).
// Opened alone, its page only says so.
const root = document.getElementById('root');
if (root) root.textContent = 'mfe-planning is a Fina remote: open it through the shell.';
