import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { DocumentDetailsTab } from './profile/DocumentDetailsTab.tsx';
import { ProfileDetailsTab } from './profile/ProfileDetailsTab.tsx';
import { StudentDetailsTab } from './profile/StudentDetailsTab.tsx';
import '../../shared/forms/forms.css';

/** /user-profile: the parent's students, profile and documents on one page with three tabs. */
export default function UserProfilePage() {
  return (
    <section className="wizard">
      <h1>Your profile</h1>
      <Tabs className="profile-tabs">
        <TabList aria-label="Profile sections" className="profile-tab-list">
          <Tab id="students" className="radio">Student Details</Tab>
          <Tab id="profile" className="radio">Profile Details</Tab>
          <Tab id="documents" className="radio">Document Details</Tab>
        </TabList>
        <TabPanel id="students"><StudentDetailsTab /></TabPanel>
        <TabPanel id="profile"><ProfileDetailsTab /></TabPanel>
        <TabPanel id="documents"><DocumentDetailsTab /></TabPanel>
      </Tabs>
    </section>
  );
}
