import { Route, Routes } from 'react-router-dom';
import type { RemoteAppProps } from '@fina/contract';
import { BalanceSheetPage } from './balance-sheet/balance-sheet-page';
import {
  EditBalanceSheetPage,
  PrepareBalanceSheetPage,
  UploadBalanceSheetPage,
} from './balance-sheet/balance-sheet-forms';

/** mfe-statements' one entry, mounted by the shell at /balance-sheet/*. */
export default function StatementsApp(_props: RemoteAppProps) {
  return (
    <Routes>
      <Route index element={<BalanceSheetPage />} />
      <Route path="prepare-my-balance-sheet" element={<PrepareBalanceSheetPage />} />
      <Route path="edit-balance-sheet" element={<EditBalanceSheetPage />} />
      <Route path="upload" element={<UploadBalanceSheetPage />} />
    </Routes>
  );
}
