import { lazy, Suspense } from "react";
import { Route, Switch } from "wouter";
import { LandingPage } from "../features/landing/components/landing-page";
import { NotFoundPage } from "./not-found-page";
import { PageLoading } from "./page-loading";

const lazyPage = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

const PricingPage = lazyPage(() => import("../features/pricing/components/pricing-page"), "PricingPage");
const OnboardingPage = lazyPage(
  () => import("../features/onboarding/components/onboarding-page"),
  "OnboardingPage",
);
const QuestionnairePage = lazyPage(
  () => import("../features/questionnaire/components/questionnaire-page"),
  "QuestionnairePage",
);
const ReviewPage = lazyPage(() => import("../features/review/components/review-page"), "ReviewPage");
const DashboardPage = lazyPage(
  () => import("../features/dashboard/components/dashboard-page"),
  "DashboardPage",
);
const CheckoutPage = lazyPage(() => import("../features/checkout/components/checkout-page"), "CheckoutPage");
const PaymentSuccessPage = lazyPage(
  () => import("../features/checkout/components/payment-success-page"),
  "PaymentSuccessPage",
);
const PaymentCancelPage = lazyPage(
  () => import("../features/checkout/components/payment-cancel-page"),
  "PaymentCancelPage",
);
const SharedReportPage = lazyPage(
  () => import("../features/review/components/shared-report-page"),
  "SharedReportPage",
);
const RecoverPage = lazyPage(() => import("../features/recover/components/recover-page"), "RecoverPage");

/** product.md §2 routes; the landing page loads eagerly, every other screen on demand. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        <Route path="/" component={LandingPage} />
        <Route path="/pricing" component={PricingPage} />
        <Route path="/onboarding" component={OnboardingPage} />
        <Route path="/prompts" component={QuestionnairePage} />
        <Route path="/review" component={ReviewPage} />
        <Route path="/dashboard" component={DashboardPage} />
        <Route path="/checkout" component={CheckoutPage} />
        <Route path="/payment-success" component={PaymentSuccessPage} />
        <Route path="/payment-cancel" component={PaymentCancelPage} />
        <Route path="/share/:token" component={SharedReportPage} />
        <Route path="/recover" component={RecoverPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
