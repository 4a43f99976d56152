import { Navigate, type RouteObject } from 'react-router-dom';
import { RequireAdmin } from './features/auth/components/RequireAdmin';
import { RequireAuth } from './features/auth/components/RequireAuth';
import { RequireInstructor } from './features/auth/components/RequireInstructor';
import { PublicLayout } from './features/layout/components/PublicLayout';
import { RootLayout } from './features/layout/components/RootLayout';
import { StandaloneFrame } from './features/layout/components/StandaloneFrame';
import { lazyPage } from './lib/lazyPage';

// Every page is its own chunk, so a first visit downloads the shell and that page; the chunks of the
// page being opened start loading at once (firstScreenReady in router.tsx), not after the shell renders.
const HomePage = lazyPage(() => import('./features/home/components/HomePage'));
const LoginPage = lazyPage(() => import('./features/auth/components/LoginPage'));
const RegisterPage = lazyPage(() => import('./features/auth/components/RegisterPage'));
const AdminLoginPage = lazyPage(() => import('./features/auth/components/AdminLoginPage'));
const ForgotPasswordPage = lazyPage(() => import('./features/auth/components/ForgotPasswordPage'));
const ResetPasswordPage = lazyPage(() => import('./features/auth/components/ResetPasswordPage'));
const AuthActionPage = lazyPage(() => import('./features/auth/components/AuthActionPage'));
const EmailPreferencesPage = lazyPage(() => import('./features/email-preferences/components/EmailPreferencesPage'));
const WelcomePage = lazyPage(() => import('./features/auth/components/WelcomePage'));
const AffiliateProductRedirect = lazyPage(() => import('./features/affiliate/components/AffiliateProductRedirect'));
const ReferralEntry = lazyPage(() => import('./features/affiliate/components/ReferralEntry'));
const AffiliateDashboardPage = lazyPage(() => import('./features/affiliate/components/AffiliateDashboardPage'));
const AdminAffiliateSettingsPage = lazyPage(() => import('./features/admin-affiliates/components/AdminAffiliateSettingsPage'));
const AdminAffiliatesListPage = lazyPage(() => import('./features/admin-affiliates/components/AdminAffiliatesListPage'));
const AdminAffiliateReportsPage = lazyPage(() => import('./features/admin-affiliates/components/AdminAffiliateReportsPage'));
const AdminPayoutsPage = lazyPage(() => import('./features/admin-affiliates/components/AdminPayoutsPage'));
const AdminConversionsPage = lazyPage(() => import('./features/admin-affiliates/components/AdminConversionsPage'));
const NotFoundPage = lazyPage(() => import('./features/layout/components/NotFoundPage'));
const DashboardLayout = lazyPage(() => import('./features/layout/components/DashboardLayout'));
const ProfilePage = lazyPage(() => import('./features/profile/components/ProfilePage'));
const SettingsPage = lazyPage(() => import('./features/profile/components/SettingsPage'));
const AdminDashboardPage = lazyPage(() => import('./features/admin-dashboard/components/AdminDashboardPage'));
const AdminUsersPage = lazyPage(() => import('./features/admin-users/components/AdminUsersPage'));
const ToolsPage = lazyPage(() => import('./features/tools/components/ToolsPage'));
const ToolDetailPage = lazyPage(() => import('./features/tools/components/ToolDetailPage'));
const CoursesPage = lazyPage(() => import('./features/courses/components/CoursesPage'));
const CourseDetailPage = lazyPage(() => import('./features/courses/components/CourseDetailPage'));
const AdminCoursesPage = lazyPage(() => import('./features/admin-courses/components/AdminCoursesPage'));
const PendingCoursesPage = lazyPage(() => import('./features/admin-courses/components/PendingCoursesPage'));
const CourseReviewPage = lazyPage(() => import('./features/admin-courses/components/CourseReviewPage'));
const MediaLibraryPage = lazyPage(() => import('./features/media-library/components/MediaLibraryPage'));
const MediaUploadPage = lazyPage(() => import('./features/media-library/components/MediaUploadPage'));
const InstructorCoursesPage = lazyPage(() => import('./features/instructor-courses/components/InstructorCoursesPage'));
const CourseEditorPage = lazyPage(() => import('./features/instructor-courses/components/CourseEditorPage'));
const AdminCourseEditorPage = lazyPage(() => import('./features/admin-courses/components/AdminCourseEditorPage'));
const AdminStoragePage = lazyPage(() => import('./features/admin-storage/components/AdminStoragePage'));
const AdminToolsPage = lazyPage(() => import('./features/admin-tools/components/AdminToolsPage'));
const HomeEditorPage = lazyPage(() => import('./features/home-editor/components/HomeEditorPage'));
const AdminCategoriesPage = lazyPage(() => import('./features/admin-categories/components/AdminCategoriesPage'));
const AdminContactsPage = lazyPage(() => import('./features/admin-contacts/components/AdminContactsPage'));
const AdminPopupPage = lazyPage(() => import('./features/admin-popup/components/AdminPopupPage'));
const AdminPartnerLinksPage = lazyPage(() => import('./features/site-settings/components/AdminPartnerLinksPage'));
const CartPage = lazyPage(() => import('./features/cart/components/CartPage'));
const AdminDiscountsPage = lazyPage(() => import('./features/admin-discounts/components/AdminDiscountsPage'));
const AdminBonusCodesPage = lazyPage(() => import('./features/admin-bonus-codes/components/AdminBonusCodesPage'));
const AdminWalletManagerPage = lazyPage(() => import('./features/admin-wallet/components/AdminWalletManagerPage'));
const AdminOrdersPage = lazyPage(() => import('./features/admin-orders/components/AdminOrdersPage'));
const AdminOrderDetailPage = lazyPage(() => import('./features/admin-orders/components/AdminOrderDetailPage'));
const AdminBankTransfersPage = lazyPage(() => import('./features/admin-payments/components/AdminBankTransfersPage'));
const AdminEmailCampaignsPage = lazyPage(() => import('./features/admin-email-campaigns/components/AdminEmailCampaignsPage'));
const CampaignResultsPage = lazyPage(() => import('./features/admin-email-campaigns/components/CampaignResultsPage'));
const AdminEmailTemplatesPage = lazyPage(() => import('./features/admin-email-templates/components/AdminEmailTemplatesPage'));
const EmailTemplateEditorPage = lazyPage(() => import('./features/admin-email-templates/components/EmailTemplateEditorPage'));
const WalletPage = lazyPage(() => import('./features/wallet/components/WalletPage'));
const CheckoutPage = lazyPage(() => import('./features/checkout/components/CheckoutPage'));
const PaymentPage = lazyPage(() => import('./features/payment/components/PaymentPage'));
const TransactionsPage = lazyPage(() => import('./features/transactions/components/TransactionsPage'));
const MyCoursesPage = lazyPage(() => import('./features/my-courses/components/MyCoursesPage'));
const MyCertificatesPage = lazyPage(() => import('./features/certificates/components/MyCertificatesPage'));
const DownloadsPage = lazyPage(() => import('./features/downloads/components/DownloadsPage'));
const MyToolsPage = lazyPage(() => import('./features/my-tools/components/MyToolsPage'));
const LearnPage = lazyPage(() => import('./features/learn/components/LearnPage'));
const FaceVerifyPage = lazyPage(() => import('./features/face-verify/components/FaceVerifyPage'));
const InstructorDashboardPage = lazyPage(() => import('./features/instructor-dashboard/components/InstructorDashboardPage'));
const InstructorEarningsPage = lazyPage(() => import('./features/instructor-earnings/components/InstructorEarningsPage'));
const InstructorStudentsPage = lazyPage(() => import('./features/instructor-students/components/InstructorStudentsPage'));
const InstructorReviewsPage = lazyPage(() => import('./features/reviews/components/InstructorReviewsPage'));
const AdminReviewsPage = lazyPage(() => import('./features/reviews/components/AdminReviewsPage'));
const InstructorQuestionsPage = lazyPage(() => import('./features/instructor-questions/components/InstructorQuestionsPage'));
const AdminQuestionsPage = lazyPage(() => import('./features/admin-questions/components/AdminQuestionsPage'));
const DemoDetailPage = lazyPage(() => import('./features/courses/components/DemoDetailPage'));
const AffiliateLandingPage = lazyPage(() => import('./features/info-pages/components/AffiliateLandingPage'));
const AffiliateTrainingPage = lazyPage(() => import('./features/info-pages/components/AffiliateTrainingPage'));
const ProGiftPage = lazyPage(() => import('./features/info-pages/components/ProGiftPage'));
const StudyTipsPage = lazyPage(() => import('./features/info-pages/components/StudyTipsPage'));
const SupportPage = lazyPage(() => import('./features/info-pages/components/SupportPage'));
const BecomeInstructorPage = lazyPage(() => import('./features/info-pages/components/BecomeInstructorPage'));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'tools', element: <ToolsPage /> },
          { path: 'tools/:slug', element: <ToolDetailPage /> },
          { path: 'tools/:slug/ref/:affCode', element: <AffiliateProductRedirect kind="tools" /> },
          { path: 'courses', element: <CoursesPage /> },
          { path: 'courses/:slug', element: <CourseDetailPage /> },
          { path: 'courses/:slug/ref/:affCode', element: <AffiliateProductRedirect kind="courses" /> },
          { path: 'ref/:affiliateCode', element: <ReferralEntry /> },
          { path: 'cart', element: <CartPage /> },
          { path: 'checkout', element: <CheckoutPage /> },
          { path: 'affiliate-landing', element: <AffiliateLandingPage /> },
          { path: 'affiliate-traning', element: <AffiliateTrainingPage /> },
          { path: 'pro-gift', element: <ProGiftPage /> },
          { path: 'study-tips', element: <StudyTipsPage /> },
          { path: 'support', element: <SupportPage /> },
          { path: 'becomeInstructor', element: <BecomeInstructorPage /> },
          { path: 'learn/:courseSlug', element: <LearnPage /> },
          { path: 'learn/:courseSlug/verify', element: <FaceVerifyPage /> },
          { path: 'learn/:courseSlug/:lectureId', element: <LearnPage /> },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          { path: 'reset-password', element: <ResetPasswordPage /> },
          { path: 'auth/action', element: <AuthActionPage /> },
          { path: 'demodetail/:slug', element: <DemoDetailPage /> },
        ],
      },
      { path: 'login', element: <LoginPage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'admin/login', element: <AdminLoginPage /> },
      {
        element: <RequireAuth />,
        children: [
          {
            path: 'payment',
            element: (
              <StandaloneFrame>
                <PaymentPage />
              </StandaloneFrame>
            ),
          },
        ],
      },
      { path: 'welcome', element: <WelcomePage /> },
      {
        path: 'email-preferences',
        element: (
          <StandaloneFrame>
            <EmailPreferencesPage />
          </StandaloneFrame>
        ),
      },
      { path: '404', element: <NotFoundPage /> },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <DashboardLayout />,
            children: [
              { path: 'profile', element: <ProfilePage /> },
              { path: 'settings', element: <SettingsPage /> },
              { path: 'my-courses', element: <MyCoursesPage /> },
              { path: 'my-certificates', element: <MyCertificatesPage /> },
              { path: 'downloads', element: <DownloadsPage /> },
              { path: 'my-tools', element: <MyToolsPage /> },
              { path: 'transactions', element: <TransactionsPage /> },
              { path: 'wallet', element: <WalletPage /> },
              { path: 'affiliate-dashboard', element: <AffiliateDashboardPage /> },
            ],
          },
          {
            path: 'instructor',
            element: <RequireInstructor />,
            children: [
              {
                element: <DashboardLayout />,
                children: [
                  { path: 'courses', element: <InstructorCoursesPage /> },
                  { path: 'courses/create', element: <CourseEditorPage /> },
                  { path: 'courses/:courseId/edit', element: <CourseEditorPage /> },
                  { path: 'earnings', element: <InstructorEarningsPage /> },
                  { path: 'dashboard', element: <InstructorDashboardPage /> },
                  { path: 'media-library', element: <MediaLibraryPage /> },
                  { path: 'media-library/upload', element: <MediaUploadPage /> },
                  { path: 'students', element: <InstructorStudentsPage /> },
                  { path: 'reviews', element: <InstructorReviewsPage /> },
                  { path: 'questions', element: <InstructorQuestionsPage /> },
                ],
              },
            ],
          },
        ],
      },
      {
        path: 'admin',
        element: <RequireAdmin />,
        children: [
          {
            element: <DashboardLayout />,
            children: [
              { index: true, element: <Navigate to="dashboard" replace /> },
              { path: 'dashboard', element: <AdminDashboardPage /> },
              { path: 'users', element: <AdminUsersPage /> },
              { path: 'categories', element: <AdminCategoriesPage /> },
              { path: 'courses', element: <AdminCoursesPage /> },
              { path: 'courses/create', element: <AdminCourseEditorPage /> },
              { path: 'courses/:courseId/edit', element: <AdminCourseEditorPage /> },
              { path: 'courses/:courseId/review', element: <CourseReviewPage /> },
              { path: 'courses/pending', element: <PendingCoursesPage /> },
              { path: 'reviews', element: <AdminReviewsPage /> },
              { path: 'questions', element: <AdminQuestionsPage /> },
              { path: 'affiliates/settings', element: <AdminAffiliateSettingsPage /> },
              { path: 'affiliates/list', element: <AdminAffiliatesListPage /> },
              { path: 'affiliate-reports', element: <AdminAffiliateReportsPage /> },
              { path: 'payouts', element: <AdminPayoutsPage /> },
              { path: 'conversions', element: <AdminConversionsPage /> },
              { path: 'popup', element: <AdminPopupPage /> },
              { path: 'email-campaigns', element: <AdminEmailCampaignsPage /> },
              { path: 'email-campaigns/:campaignId/results', element: <CampaignResultsPage /> },
              { path: 'email-templates', element: <AdminEmailTemplatesPage /> },
              { path: 'email-templates/new', element: <EmailTemplateEditorPage /> },
              { path: 'email-templates/:templateId', element: <EmailTemplateEditorPage /> },
              { path: 'edit', element: <HomeEditorPage /> },
              { path: 'partner-links', element: <AdminPartnerLinksPage /> },
              { path: 'discounts', element: <AdminDiscountsPage /> },
              { path: 'contacts', element: <AdminContactsPage /> },
              { path: 'tools', element: <AdminToolsPage /> },
              { path: 'storage', element: <AdminStoragePage /> },
              { path: 'wallet/bonusCodes', element: <AdminBonusCodesPage /> },
              { path: 'wallet/manager', element: <AdminWalletManagerPage /> },
              { path: 'payments', element: <AdminBankTransfersPage /> },
              { path: 'orders', element: <AdminOrdersPage /> },
              { path: 'orders/:orderId', element: <AdminOrderDetailPage /> },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];
