import "foyer-kit/styles.css"

export const metadata = { title: "A fresh Next.js app" }

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
