import { Route, Routes } from 'react-router-dom';
import { ExistingBusinessPage } from './existing-business/existing-business-page';
import { NewBusinessPage } from './new-business/new-business-page';
import { NewOrExistingPage } from './new-or-existing-page';
import { PlansIntroPage } from './plans-intro-page';

function CreateBudgetPages({ closeTo }: { closeTo: string }) {
  return (
    <Routes>
      <Route index element={<NewOrExistingPage closeTo={closeTo} />} />
      <Route path="new-business" element={<NewBusinessPage />} />
      <Route path="existing-business" element={<ExistingBusinessPage />} />
    </Routes>
  );
}

/** /financial-plans and its create-a-budget steps. */
export function FinancialPlansRoutes() {
  return (
    <Routes>
      <Route index element={<PlansIntroPage />} />
      <Route path="create-a-budget/*" element={<CreateBudgetPages closeTo="/financial-plans" />} />
    </Routes>
  );
}

/** /create-a-budget: the same questionnaire under its short path. */
export function CreateBudgetRoutes() {
  return <CreateBudgetPages closeTo="/financial-plans" />;
}
