// Last line of defence: if an error page fails to render, a plain message with a link home appears.
import { Component, type ErrorInfo, type ReactNode } from "react";
import { reportError } from "../../../services/client/errorLog";
import * as s from "./errors.css";

const fallbackText: Record<string, { text: string; home: string }> = {
  ru: { text: "Не удалось запустить приложение. Обновите страницу или перейдите на главную.", home: "На главную" },
  en: { text: "The application could not start. Reload the page or go to the main page.", home: "Go to the main page" },
  fr: { text: "L'application n'a pas pu démarrer. Rechargez la page ou allez à la page principale.", home: "Aller à la page principale" },
};

/** The fallback message, in the page's language, without any dependency that could fail. */
export function PlainFallback() {
  const lang = typeof document === "undefined" ? "ru" : document.documentElement.lang;
  const f = fallbackText[lang] ?? fallbackText.en!;
  const home = lang === "en" || lang === "fr" ? `/${lang}` : "/";
  return (
    <main className={s.fallback} role="alert">
      <p>{f.text}</p>
      <p>
        <a href={home}>{f.home}</a>
      </p>
    </main>
  );
}

export class ErrorBoundary extends Component<{ children?: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown, _info: ErrorInfo) {
    void reportError(error);
  }
  render() {
    return this.state.failed ? <PlainFallback /> : this.props.children;
  }
}
