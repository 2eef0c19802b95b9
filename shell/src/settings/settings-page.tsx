import { Link } from 'react-router-dom';
import { Card, Empty, Flex, Typography } from 'antd';
import { MESSAGES } from '@fina/contract';
import { useSelectedCompanyId } from '@fina/bus';
import { Page } from '@fina/ui';
import { PersonalSection } from './personal-section';
import { CompanySection } from './company-section';
import { ProductSection } from './product-section';
import { TwoStepSection } from './two-step-section';

/**
 * /settings: personal, two-step sign-in, company and product sections, and the Banks And
 * Cards placeholder.
 */
export default function SettingsPage() {
  const companyId = useSelectedCompanyId();
  return (
    <Page title="Settings">
      {/* A readable column, like a form: values sit next to their labels, not a screen away. */}
      <Flex vertical gap={16} style={{ maxWidth: 880 }}>
        <PersonalSection />
        <TwoStepSection />
        {companyId ? (
          <>
            <CompanySection key={`company-${companyId}`} companyId={companyId} />
            <ProductSection key={`product-${companyId}`} companyId={companyId} />
          </>
        ) : (
          <Card>
            <Typography.Text type="secondary">
              Add a company from the side navigation to set up its details.
            </Typography.Text>
          </Card>
        )}
        <Card title="Banks And Cards">
          <Empty description={MESSAGES.banksAndCardsEmpty}>
            {/* Linking is not offered yet (DECISIONS.md); a bank statement is the way in today. */}
            <Link to="/record-operations/bank-statement">Import a bank statement instead</Link>
          </Empty>
        </Card>
      </Flex>
    </Page>
  );
}
