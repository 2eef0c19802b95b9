import { Route, Routes } from 'react-router-dom';
import type { RemoteAppProps } from '@fina/contract';
import { BalanceSheetPage } from './balance-sheet/pages/balance-sheet-page';
import { EditPage } from './balance-sheet/pages/edit-page';
import { NotFoundInStatements } from './balance-sheet/pages/not-found';
import { PreparePage } from './balance-sheet/pages/prepare-page';
import { UploadPage } from './balance-sheet/pages/upload-page';

/** mfe-statements' one entry, mounted by the shell at /balance-sheet/*. */
export default function StatementsApp(_props: RemoteAppProps) {
  return (
    <Routes>
      <Route index element={<BalanceSheetPage />} />
      <Route path="prepare-my-balance-sheet" element={<PreparePage />} />
      <Route path="edit-balance-sheet" element={<EditPage />} />
      <Route path="upload" element={<UploadPage />} />
      <Route path="*" element={<NotFoundInStatements />} />
    </Routes>
  );
}
