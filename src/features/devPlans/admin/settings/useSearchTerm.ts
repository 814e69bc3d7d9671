// The text of a search field and the term to query with: the trimmed text once typing pauses for 250 ms.
import { useEffect, useState } from "react";

export function useSearchTerm() {
  const [text, setText] = useState("");
  const [term, setTerm] = useState("");
  useEffect(() => {
    const id = setTimeout(() => setTerm(text.trim()), 250);
    return () => clearTimeout(id);
  }, [text]);
  return { text, setText, term };
}
