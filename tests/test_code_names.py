"""How the offline engine names a file and the definitions in it: with or without a keyword, in GNU,
K&R and C++ styles, and never a declaration, a constructor or a struct a function returns."""

from __future__ import annotations

from code_samples import CONSTRUCTORS, GNU, RAW, ask, first_lines, page
from offline_helpers import run
from reverserag.engines import code, codepieces
from reverserag.passages import split_passages
from reverserag.ranking import Index


def test_a_file_is_named_by_its_address() -> None:
    assert code.file_name(RAW) == "launch.py"
    assert code.file_name("https://raw.githubusercontent.com/o/r/main/Makefile") == "Makefile"
    assert code.file_name("https://example.com/docs/guide/") == ""
    assert code.file_name("https://codeberg.org/o/r/raw/branch/main/src/caf%C3%A9.rs") == "café.rs"


def test_definitions_without_a_keyword_are_named() -> None:
    """A method in Java or C#, a function in C or C++ has no keyword before its name: such a file
    defined nothing, and its functions started no pieces."""
    def named(line: str, language: str) -> list[str]:
        return codepieces.names(Index(split_passages(f"```{language}\n{line}\n```")))

    for line, language, name in [
            ("public static int add(int a, int b) {", "java", "add"),
            ("static void usage(void)", "c", "usage"),
            ("int main(int argc, char **argv)", "c", "main"),
            ("char *strdup(const char *s)", "c", "strdup"),
            ("struct motor *make_motor(int fuel)", "c", "make_motor"),
            ("std::string Rocket::name() const {", "cpp", "Rocket::name"),
            ("private async Task<string> FetchAsync(Uri uri)", "csharp", "FetchAsync"),
            ("public Dictionary<string, List<int>> Group<T>(IEnumerable<T> items) where T : class", "csharp", "Group"),
            ("public int Add(int a, int b) => a + b;", "csharp", "Add"),
            ("  async fetchRocket(id) {", "javascript", "fetchRocket"),
            ("public final class Rocket implements Vehicle {", "java", "Rocket"),
            ("override fun onCreate(state: Bundle?) {", "kotlin", "onCreate")]:
        assert named(line, language) == [name], line
    for line, language in [
            ("return add(a, b)", "java"), ('printf("%d", n)', "c"), ("foo(bar);", "c"), ("int x = foo(y)", "c"),
            ("int add(int a, int b);", "c"), ("} else if (ready(x)) {", "c"), ("else if (ready(x))", "c"),
            ("throw new IllegalStateException(message)", "java"), ("new Rocket(name)", "java"),
            ("await fetch(url)", "javascript"), ("System.out.println(total)", "java"),
            ('raise ValueError("low fuel")', ""), ("print(x)", "python"), ("with open(path) as f:", "python"),
            ("elif ready(x):", ""), ('print "x"', "python"), ("assert isinstance(x, int)", "python"),
            ("typedef void (*compute_t)(", "c"), ("    struct motor m = { 1, atoi(argv[1]) };", "c")]:
        assert named(line, language) == [], line


def test_a_c_function_with_its_type_on_the_line_before_is_named() -> None:
    """GNU and BSD C (glib, PostgreSQL, FreeBSD) write a function's type alone on the line before its
    name: no function was named in such a file."""
    greeting = run(page(source=GNU, language="c"), task="greeting")[0]
    assert "It defines “usage”, “burn_time” and “main”." in greeting
    answer = ask("What does burn_time return?", source=GNU, language="c")
    assert "static int\nburn_time (int fuel,\n           int rate)\n{\n  return fuel / rate;\n}" in answer
    assert "fprintf" not in answer
    # Calls at a line's start are no definitions: the lines before them are statements, not types.
    assert codepieces.names(Index(split_passages(f"```c\n{GNU}\n```"))) == ["usage", "burn_time", "main"]
    # C++ written so names a method with its class (greenlet).
    method = "OwnedObject\nUserGreenlet::g_switch()\n{\n    return run();\n}\n"
    assert codepieces.names(Index(split_passages(f"```cpp\n{method}```"))) == ["UserGreenlet::g_switch"]


def test_a_cpp_constructor_with_an_initialiser_list_is_named() -> None:
    """A C++ constructor or destructor defined outside its class has no type before its name: it was
    not named, and in an indented namespace it started no piece."""
    assert codepieces.names(Index(split_passages(f"```cpp\n{CONSTRUCTORS}```"))) == [
        "Rocket::Rocket", "Rocket::~Rocket", "Rocket::burn"]
    assert first_lines(CONSTRUCTORS, "cpp")[2:] == [
        "  Rocket::Rocket(int stages) : stages_(stages), fuel_(0) {", "  Rocket::Rocket(const Rocket& other)",
        "  Rocket::~Rocket() {", "  int Rocket::burn(int grams) {"]
    # A call of a function in a namespace, at a line's start, is no definition.
    assert codepieces.names(Index(split_passages("```cpp\nstd::sort(v.begin(), v.end());\nacme::acme(x);\n```"))) == []


def test_a_constructor_is_no_name_and_stays_in_its_class() -> None:
    """Kotlin's `constructor` (and TypeScript's, after a modifier) was named "constructor", as if a
    method were called so, and started a piece apart from its class; JavaScript's did neither."""
    kotlin = ("class Rocket private constructor(val name: String) {\n    var fuel = 0\n\n"
              "    internal constructor(name: String, fuel: Int) : this(name) {\n        this.fuel = fuel\n    }\n\n"
              "    fun burn(grams: Int): Boolean {\n        fuel -= grams\n        return fuel >= 0\n    }\n}\n")
    assert codepieces.names(Index(split_passages(f"```kotlin\n{kotlin}```"))) == ["Rocket", "burn"]
    assert first_lines(kotlin, "kotlin") == [
        "class Rocket private constructor(val name: String) {", "    fun burn(grams: Int): Boolean {"]
    script = ("export class Rocket {\n  public constructor(private name: string) {}\n\n"
              "  public burn(grams: number): boolean {\n    return grams > 0;\n  }\n}\n")
    assert codepieces.names(Index(split_passages(f"```typescript\n{script}```"))) == ["Rocket", "burn"]


OPERATORS = """template <typename T>
class Rocket {
 public:
  Rocket(int n) : n_(n) {}
  ~Rocket() { release(); }

  bool operator==(const Rocket& other) const {
    return n_ == other.n_;
  }

  operator bool() const { return n_ > 0; }

 private:
  int n_;
};

template <typename T>
Rocket<T>::Rocket(int n, int m) : n_(n + m) {
}

template <typename T>
int Rocket<T>::burn(int grams) {
  return grams;
}

std::istream& operator>>(std::istream& in, Rocket<int>& r) {
  return in >> r.n_;
}

Pad::operator bool() const {
  return ready;
}

template <typename T>
  inline bool
  operator!=(const Rocket<T>& a, const Rocket<T>& b)
  { return !(a == b); }
"""


def test_cpp_operators_template_methods_and_constructors_in_their_class_are_named() -> None:
    """`operator==` and `operator>>` were not named (`operator bool` was named "bool"), nor a template
    class's method defined outside it (`Rocket<T>::burn`), nor a constructor in its class's body."""
    assert codepieces.names(Index(split_passages(f"```cpp\n{OPERATORS}```"))) == [
        "Rocket", "~Rocket", "operator==", "operator bool", "Rocket::Rocket", "Rocket::burn", "operator>>",
        "Pad::operator bool", "operator!="]
    assert codepieces.names(Index(split_passages('```cpp\nLength operator "" _km(long double v) {\n```'))) == [
        'operator""_km']
    answer = ask("What does operator>> read?", source=OPERATORS, language="cpp")
    assert "return in >> r.n_;" in answer and "operator==" not in answer
    assert "return grams;" in ask("What does Rocket::burn return?", source=OPERATORS, language="cpp")
    # Java's constructor with no modifier is named as one with a modifier is.
    java = "class Rocket {\n    Rocket(String name) {\n        this.name = name;\n    }\n}\n"
    assert codepieces.names(Index(split_passages(f"```java\n{java}```"))) == ["Rocket"]
    assert first_lines(java.replace("{\n    Rocket", "{\n    int fuel;\n\n    Rocket"), "java") == [
        "class Rocket {", "    Rocket(String name) {"]


def test_a_declaration_is_no_definition() -> None:
    """`class Engine;`, `struct motor;` and a prototype over lines (its `;` after the line that names it)
    were named as what the file defines, beside or instead of the definitions."""
    source = ("#include <stdio.h>\n\nstruct motor;\nclass Engine;\n\nstatic int countdown(int seconds,\n"
              "                     int step);\nextern void *load (const char *__restrict __name)\n"
              "     __attribute__ ((__nonnull__ (1)));\n\nclass Rocket {\n public:\n  void burn(int grams,\n"
              "            int rate) = 0;\n};\n\nstatic int countdown(int seconds,\n                     int step)\n{\n"
              "    return seconds / step;\n}\n")
    for language in ("c", "cpp", ""):
        named = codepieces.names(Index(split_passages(f"```{language}\n{source}```")))
        assert named == ["Rocket", "countdown"], language
    # A definition whose body follows `=>` is one; Rust's `struct Marker;` is one.
    added = "```csharp\npublic int Add(int a,\n               int b) => a + b;\n```"
    assert codepieces.names(Index(split_passages(added))) == ["Add"]
    assert codepieces.names(Index(split_passages("```rust\nstruct Marker;\n```"))) == ["Marker"]


def test_a_function_that_returns_a_struct_is_no_struct() -> None:
    """`struct motor *make_motor(int fuel)` was read as a struct's opening, so a piece cut from the
    function's long body came with "In “motor”:"."""
    body = "".join(f"    m->x{i} = {i};\n" + ("\n" if i % 10 == 9 else "") for i in range(60))
    for brace in ("\n{", " {"):
        source = f"struct motor *make_motor(int fuel){brace}\n{body}}}\n\nint main(void)\n{{\n    return 0;\n}}\n"
        cut = list(codepieces.cut(source.split("\n"), "c"))
        assert len(cut) > 2 and {piece.within for piece in cut} == {""}, brace
    struct = "struct Motor\n{\n    int fuel;\n\n    int burn(int grams)\n    {\n        return grams;\n    }\n};\n"
    assert [piece.within for piece in codepieces.cut(struct.split("\n"), "cpp")] == ["", "Motor"]


def test_an_indented_function_with_its_type_on_the_line_before_is_named() -> None:
    """A type alone on the line before a name was read at the start of a line only: libstdc++, which
    writes its methods and templates so, indented in their class or after `template`, named none."""
    source = ("  template<typename _Tp>\n    class allocator\n    {\n    public:\n      void\n"
              "      deallocate(_Tp* __p, size_t __n)\n      {\n\trelease(__p);\n      }\n    };\n\n"
              "  template<typename _Tp>\n    inline bool\n    operator==(const allocator<_Tp>&,\n"
              "               const allocator<_Tp>&)\n    { return true; }\n")
    assert codepieces.names(Index(split_passages(f"```cpp\n{source}```"))) == ["allocator", "deallocate", "operator=="]
    # Not a name a line less indented than the type goes on with.
    assert codepieces.names(Index(split_passages("```c\n    int\n  main(void)\n```"))) == []


def test_a_k_and_r_definition_is_no_declaration() -> None:
    """A C function written before ANSI C declares its parameters between its name and its body, each
    with a `;`: since a `;` before the body makes a declaration, it was not named."""
    source = ("int\nmain(argc, argv)\n    int argc;\n    char **argv;\n{\n    return argc;\n}\n\n"
              "int count(char *s,\n          int n);\n{\n")
    assert codepieces.names(Index(split_passages(f"```c\n{source}```"))) == ["main"]
