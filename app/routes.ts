import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// The spec's route table (shop.md §2, laboratory.md §2), one to one. Paths keep the spec's spelling.
export default [
  // The pages under one route without a path: its boundary answers a page's failure inside the frame (record 032).
  layout("routes/pages.tsx", [
    index("routes/home.tsx"),

    // Shop
    route("products", "routes/products.tsx"),
    route("product/:pharmacode", "routes/product.tsx"),
    route("categories", "routes/categories.tsx"),
    route("categories/:name/products", "routes/category-products.tsx"),
    route("cartpage", "routes/cart.tsx"),
    route("checkout", "routes/checkout.tsx"),
    route("payment", "routes/payment.tsx"),
    // The spec's order-confirmation page; with an order id it shows that order (issue 25), without one it leads to /orders.
    route("orderdetailspage/:id?", "routes/order-details.tsx"),
    route("orders", "routes/orders.tsx"),

    // Laboratory
    route("vacinationspage", "routes/laboratory.tsx"),
    route("appointment", "routes/appointment.tsx"),
    route("appointments", "routes/appointments.tsx"),

    // Prescriptions (issue 26, beyond the spec): the customer's list; the upload is /upload-prescription below.
    route("prescriptions", "routes/prescriptions.tsx"),

    // Pharmacy desk (issue 18; staff only, not in the spec's table)
    route("desk", "routes/desk.tsx"),
    // Back office (issue 39; managers only): imports, the articles and their audit trail.
    route("backoffice", "routes/backoffice.tsx"),

    // Accounts
    route("loginpage", "routes/login.tsx"),
    route("registerpage", "routes/register.tsx"),
    route("forgot-password", "routes/forgot-password.tsx"),
    route("reset-password", "routes/reset-password.tsx"),
    route("verify-email", "routes/verify-email.tsx"),
    route("profilepage", "routes/profile.tsx"),
    route("userfavoritespage", "routes/user-favorites.tsx"),

    // Content pages
    route("aboutus", "routes/about-us.tsx"),
    route("jobs", "routes/jobs.tsx"),
    route("services", "routes/services.tsx"),
    route("blogs", "routes/blogs.tsx"),
    route("fasten-konvertiert", "routes/article-winter.tsx"),
    route("enigma-schlaf", "routes/article-sleep.tsx"),
    route("Ferien-konvertiert", "routes/article-travel.tsx"),
    route("faqs", "routes/faqs.tsx"),
    route("privacypolicy", "routes/privacy-policy.tsx"),
    route("kids", "routes/kids.tsx"),
    route("toys", "routes/toys.tsx"),
    route("track-order", "routes/track-order.tsx"),
    route("upload-prescription", "routes/upload-prescription.tsx"),
    route("return-policy", "routes/return-policy.tsx"),
    route("shipping", "routes/shipping.tsx"),
    route("vacappointment", "routes/vacappointment.tsx"),
    // A guest's booking through the link of the confirmation mail (issue 17, beyond the spec).
    route("appointment/manage", "routes/guest-appointment.tsx"),

    // Anything else is a real 404 page with status 404.
    route("*", "routes/not-found.tsx"),
  ]),

  // Crawlers
  route("sitemap.xml", "routes/sitemap[.]xml.tsx"),
  route("sitemaps/:name", "routes/sitemap-part.tsx"),
  route("robots.txt", "routes/robots[.]txt.tsx"),

  // The cookie notice's form target (works before the page's script has loaded).
  route("cookie-consent", "routes/cookie-consent.ts"),
] satisfies RouteConfig;
