"""Code blocks as documentation sites show them, each with the language it is written in ("" for
output or text that should get no name): the measure of ``codelang.guess``.

Run it to see how the guesses fare, per language, and what a wrong guess took (the confusion):

    PYTHONPATH=server python tests/guess_samples.py
"""

# ruff: noqa: E501  (a table of code blocks, each kept whole on its lines)

from __future__ import annotations

SAMPLES: list[tuple[str, str]] = [
    # --- C ---
    ("c", '#include <stdio.h>\n\nint main(void)\n{\n    printf("Hello, world!\\n");\n    return 0;\n}'),
    ("c", 'char buf[256];\nif (fgets(buf, sizeof buf, stdin) == NULL) {\n    perror("fgets");\n'
          '    exit(EXIT_FAILURE);\n}'),
    ("c", 'struct point {\n    int x;\n    int y;\n};\n\nstruct point *p = malloc(sizeof *p);\n'
          'p->x = 1;\np->y = 2;\nfree(p);'),
    ("c", 'int fd = open("data.bin", O_RDONLY);\nif (fd < 0) {\n    fprintf(stderr, "open: %s\\n", strerror(errno));\n'
          '    return -1;\n}'),
    ("c", 'typedef struct {\n    size_t len;\n    char *data;\n} buffer_t;\n\nvoid buffer_free(buffer_t *b)\n{\n'
          '    free(b->data);\n    b->data = NULL;\n}'),
    ("c", 'for (int i = 0; i < n; i++)\n    printf("%d ", a[i]);\nputchar(\'\\n\');'),
    # --- C++ ---
    ("cpp", '#include <iostream>\n\nint main() {\n    std::cout << "Hello, world!" << std::endl;\n    return 0;\n}'),
    ("cpp", 'std::vector<int> v = {3, 1, 2};\nstd::sort(v.begin(), v.end());\nfor (auto x : v) {\n'
            '    std::cout << x << \' \';\n}'),
    ("cpp", 'template <typename T>\nclass Stack {\npublic:\n    void push(const T& value) { items_.push_back(value); }\n'
            '    T pop();\nprivate:\n    std::vector<T> items_;\n};'),
    ("cpp", 'auto ptr = std::make_unique<Widget>(42);\nptr->draw();\nstd::shared_ptr<Widget> shared = std::move(ptr);'),
    ("cpp", 'namespace fs = std::filesystem;\n\nfor (const auto& entry : fs::directory_iterator(path)) {\n'
            '    std::cout << entry.path() << \'\\n\';\n}'),
    ("cpp", 'class Shape {\npublic:\n    virtual ~Shape() = default;\n    virtual double area() const = 0;\n};'),
    # --- C# ---
    ("csharp", 'using System;\n\nnamespace HelloWorld\n{\n    class Program\n    {\n'
               '        static void Main(string[] args)\n        {\n            Console.WriteLine("Hello, World!");\n'
               '        }\n    }\n}'),
    ("csharp", 'var builder = WebApplication.CreateBuilder(args);\nvar app = builder.Build();\n\n'
               'app.MapGet("/", () => "Hello World!");\n\napp.Run();'),
    ("csharp", 'public class Person\n{\n    public string Name { get; set; }\n    public int Age { get; init; }\n}'),
    ("csharp", 'var adults = people\n    .Where(p => p.Age >= 18)\n    .OrderBy(p => p.Name)\n    .ToList();'),
    ("csharp", 'public async Task<string> GetAsync(string url)\n{\n    using var client = new HttpClient();\n'
               '    return await client.GetStringAsync(url);\n}'),
    ("csharp", 'services.AddDbContext<AppDbContext>(options =>\n    options.UseSqlServer(connectionString));'),
    # --- Java ---
    ("java", 'public class HelloWorld {\n    public static void main(String[] args) {\n'
             '        System.out.println("Hello, World!");\n    }\n}'),
    ("java", 'List<String> names = new ArrayList<>();\nnames.add("Alice");\nnames.add("Bob");\n'
             'for (String name : names) {\n    System.out.println(name);\n}'),
    ("java", 'import java.util.Map;\nimport java.util.HashMap;\n\nMap<String, Integer> counts = new HashMap<>();\n'
             'counts.put("a", 1);'),
    ("java", '@RestController\npublic class GreetingController {\n\n    @GetMapping("/greeting")\n'
             '    public Greeting greeting(@RequestParam(defaultValue = "World") String name) {\n'
             '        return new Greeting(counter.incrementAndGet(), name);\n    }\n}'),
    ("java", 'try (BufferedReader reader = Files.newBufferedReader(path)) {\n    String line;\n'
             '    while ((line = reader.readLine()) != null) {\n        process(line);\n    }\n'
             '} catch (IOException e) {\n    e.printStackTrace();\n}'),
    ("java", 'private final Logger logger = LoggerFactory.getLogger(OrderService.class);'),
    # --- Kotlin ---
    ("kotlin", 'fun main() {\n    println("Hello, world!")\n}'),
    ("kotlin", 'data class User(val name: String, val age: Int)\n\nval users = listOf(User("Alice", 29), User("Bob", 31))\n'
               'val names = users.map { it.name }'),
    ("kotlin", 'val client = HttpClient(CIO) {\n    install(ContentNegotiation) {\n        json()\n    }\n}'),
    ("kotlin", 'fun greet(name: String?): String {\n    val who = name ?: "stranger"\n    return "Hello, $who"\n}'),
    ("kotlin", 'class MainActivity : AppCompatActivity() {\n    override fun onCreate(savedInstanceState: Bundle?) {\n'
               '        super.onCreate(savedInstanceState)\n        setContentView(R.layout.activity_main)\n    }\n}'),
    # --- Swift ---
    ("swift", 'import SwiftUI\n\nstruct ContentView: View {\n    var body: some View {\n        Text("Hello, world!")\n'
              '            .padding()\n    }\n}'),
    ("swift", 'func greet(person: String) -> String {\n    let greeting = "Hello, " + person + "!"\n    return greeting\n}'),
    ("swift", 'guard let url = URL(string: "https://example.com") else { return }\n'
              'let (data, _) = try await URLSession.shared.data(from: url)'),
    ("swift", 'var names = ["Anna", "Alex", "Brian"]\nfor name in names {\n    print("Hello, \\(name)!")\n}'),
    ("swift", 'enum CompassPoint {\n    case north\n    case south\n    case east\n    case west\n}'),
    # --- Go ---
    ("go", 'package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Println("Hello, world")\n}'),
    ("go", 'resp, err := http.Get("https://example.com/")\nif err != nil {\n\treturn err\n}\ndefer resp.Body.Close()'),
    ("go", 'type Server struct {\n\tAddr    string\n\tHandler http.Handler\n}\n\n'
           'func (s *Server) Start() error {\n\treturn http.ListenAndServe(s.Addr, s.Handler)\n}'),
    ("go", 'for i, v := range items {\n\tfmt.Printf("%d: %s\\n", i, v)\n}'),
    ("go", 'ch := make(chan int)\ngo func() {\n\tch <- 42\n}()\nfmt.Println(<-ch)'),
    # --- Rust ---
    ("rust", 'fn main() {\n    println!("Hello, world!");\n}'),
    ("rust", 'use std::collections::HashMap;\n\nlet mut scores = HashMap::new();\nscores.insert(String::from("Blue"), 10);'),
    ("rust", '#[derive(Debug, Clone)]\nstruct Point {\n    x: f64,\n    y: f64,\n}\n\nimpl Point {\n'
             '    fn origin() -> Self {\n        Point { x: 0.0, y: 0.0 }\n    }\n}'),
    ("rust", 'let file = File::open("hello.txt")?;\nlet reader = BufReader::new(file);\n'
             'for line in reader.lines() {\n    println!("{}", line?);\n}'),
    ("rust", 'match value {\n    Some(x) if x > 5 => println!("big: {x}"),\n    Some(x) => println!("small: {x}"),\n'
             '    None => {}\n}'),
    # --- PHP ---
    ("php", '<?php\necho "Hello, World!";\n?>'),
    ("php", '<?php\n\nnamespace App\\Http\\Controllers;\n\nuse Illuminate\\Http\\Request;\n\n'
            'class UserController extends Controller\n{\n    public function index()\n    {\n'
            '        return view(\'users.index\', [\'users\' => User::all()]);\n    }\n}'),
    ("php", '$pdo = new PDO($dsn, $user, $password);\n$stmt = $pdo->prepare(\'SELECT * FROM users WHERE id = ?\');\n'
            '$stmt->execute([$id]);'),
    ("php", 'foreach ($items as $key => $value) {\n    echo "$key: $value\\n";\n}'),
    ("php", 'Route::get(\'/user/{id}\', function (string $id) {\n    return \'User \'.$id;\n});'),
    # --- Ruby ---
    ("ruby", 'class Greeter\n  def initialize(name)\n    @name = name\n  end\n\n  def greet\n'
             '    puts "Hello, #{@name}!"\n  end\nend'),
    ("ruby", '[1, 2, 3].each do |n|\n  puts n * 2\nend'),
    ("ruby", 'require \'net/http\'\n\nuri = URI(\'https://example.com/\')\nres = Net::HTTP.get_response(uri)\n'
             'puts res.body if res.is_a?(Net::HTTPSuccess)'),
    ("ruby", 'class User < ApplicationRecord\n  has_many :posts\n  validates :email, presence: true\nend'),
    ("ruby", 'Rails.application.routes.draw do\n  resources :articles\n  root "articles#index"\nend'),
    # --- Python ---
    ("python", 'import requests\n\nr = requests.get("https://api.github.com/events")\nprint(r.status_code)'),
    ("python", 'def fib(n):\n    a, b = 0, 1\n    for _ in range(n):\n        a, b = b, a + b\n    return a'),
    ("python", 'class Dog:\n    def __init__(self, name):\n        self.name = name\n\n    def bark(self):\n'
               '        return f"{self.name} says woof"'),
    ("python", 'with open("data.csv") as f:\n    reader = csv.DictReader(f)\n    rows = [row for row in reader]'),
    ("python", '@app.get("/items/{item_id}")\nasync def read_item(item_id: int, q: str | None = None):\n'
               '    return {"item_id": item_id, "q": q}'),
    ("python", '>>> import math\n>>> math.sqrt(16)\n4.0'),
    ("python", 'df = pd.read_csv("sales.csv")\ndf.groupby("region")["revenue"].sum()'),
    # --- JavaScript ---
    ("javascript", 'const express = require("express");\nconst app = express();\n\n'
                   'app.get("/", (req, res) => {\n  res.send("Hello World!");\n});\n\napp.listen(3000);'),
    ("javascript", 'document.querySelector("#btn").addEventListener("click", () => {\n  alert("clicked");\n});'),
    ("javascript", 'fetch("/api/data")\n  .then((response) => response.json())\n  .then((data) => console.log(data));'),
    ("javascript", 'import { useState } from "react";\n\nexport default function Counter() {\n'
                   '  const [count, setCount] = useState(0);\n'
                   '  return <button onClick={() => setCount(count + 1)}>{count}</button>;\n}'),
    ("javascript", 'async function load() {\n  const res = await fetch(url);\n  if (!res.ok) throw new Error(res.statusText);\n'
                   '  return res.json();\n}'),
    ("javascript", 'module.exports = {\n  mode: "production",\n  entry: "./src/index.js",\n};'),
    # --- TypeScript ---
    ("typescript", 'interface User {\n  id: number;\n  name: string;\n  email?: string;\n}\n\n'
                   'function greet(user: User): string {\n  return `Hello, ${user.name}`;\n}'),
    ("typescript", 'type Result<T> = { ok: true; value: T } | { ok: false; error: Error };'),
    ("typescript", 'export class UserService {\n  constructor(private readonly http: HttpClient) {}\n\n'
                   '  getUsers(): Observable<User[]> {\n    return this.http.get<User[]>("/api/users");\n  }\n}'),
    ("typescript", 'const config: Record<string, string> = {};\nlet count: number = 0;'),
    ("typescript", 'enum Direction {\n  Up = 1,\n  Down,\n  Left,\n  Right,\n}'),
    # --- bash / console ---
    ("bash", '$ npm install --save express'),
    ("bash", 'pip install requests'),
    ("bash", 'git clone https://github.com/example/project.git\ncd project\nmake && sudo make install'),
    ("bash", '#!/bin/bash\nfor f in *.txt; do\n  echo "Processing $f"\n  wc -l "$f"\ndone'),
    ("bash", 'export PATH="$HOME/.local/bin:$PATH"\nsource ~/.bashrc'),
    ("bash", 'docker run -d -p 8080:80 --name web nginx:latest'),
    ("bash", 'curl -X POST https://api.example.com/v1/items \\\n  -H "Content-Type: application/json" \\\n'
             '  -d \'{"name": "widget"}\''),
    # --- SQL ---
    ("sql", 'SELECT id, name, email\nFROM users\nWHERE active = 1\nORDER BY name;'),
    ("sql", 'CREATE TABLE orders (\n  id SERIAL PRIMARY KEY,\n  customer_id INTEGER REFERENCES customers(id),\n'
            '  total NUMERIC(10, 2) NOT NULL\n);'),
    ("sql", 'INSERT INTO products (name, price) VALUES (\'Widget\', 9.99);'),
    ("sql", 'select u.name, count(o.id)\nfrom users u\nleft join orders o on o.user_id = u.id\ngroup by u.name;'),
    ("sql", 'UPDATE accounts SET balance = balance - 100 WHERE id = 42;'),
    # --- JSON ---
    ("json", '{\n  "name": "my-app",\n  "version": "1.0.0",\n  "scripts": {\n    "start": "node index.js"\n  }\n}'),
    ("json", '[\n  {"id": 1, "title": "First"},\n  {"id": 2, "title": "Second"}\n]'),
    ("json", '{\n  "compilerOptions": {\n    "target": "es2020",\n    "strict": true\n  }\n}'),
    # An API's answer, shortened as docs do: no longer JSON, still no JavaScript.
    ("json", '{\n  "id": "cus_123",\n  "object": "customer",\n  "email": "jenny@example.com",\n  ...\n}'),
    # --- YAML ---
    ("yaml", 'version: "3.8"\nservices:\n  web:\n    image: nginx:latest\n    ports:\n      - "80:80"'),
    ("yaml", 'name: CI\non: [push]\njobs:\n  build:\n    runs-on: ubuntu-latest\n    steps:\n'
             '      - uses: actions/checkout@v4\n      - run: make test'),
    ("yaml", 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  replicas: 3'),
    ("yaml", 'site_name: My Docs\ntheme:\n  name: material\nnav:\n  - Home: index.md\n  - About: about.md'),
    # --- TOML ---
    ("toml", '[package]\nname = "hello"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\nserde = "1.0"'),
    ("toml", '[build-system]\nrequires = ["setuptools>=61.0"]\nbuild-backend = "setuptools.build_meta"'),
    ("toml", '[tool.ruff]\nline-length = 100\ntarget-version = "py311"'),
    # --- HTML ---
    ("html", '<!DOCTYPE html>\n<html>\n<head>\n  <title>Page</title>\n</head>\n<body>\n  <p>Hello</p>\n</body>\n</html>'),
    ("html", '<div class="card">\n  <img src="photo.jpg" alt="A photo">\n  <p>Caption</p>\n</div>'),
    ("html", '<script src="https://cdn.example.com/widget.js" defer></script>'),
    ("html", '<form action="/login" method="post">\n  <input type="text" name="user">\n'
             '  <button type="submit">Log in</button>\n</form>'),
    # --- CSS ---
    ("css", '.button {\n  background-color: #4CAF50;\n  color: white;\n  padding: 15px 32px;\n}'),
    ("css", '@media (max-width: 600px) {\n  .sidebar {\n    display: none;\n  }\n}'),
    ("css", ':root {\n  --accent: #0af;\n}\n\nbody {\n  font-family: system-ui, sans-serif;\n}'),
    ("css", '.grid {\n  display: grid;\n  grid-template-columns: repeat(3, 1fr);\n  gap: 1rem;\n}'),
    # --- Dockerfile ---
    ("docker", 'FROM python:3.12-slim\nWORKDIR /app\nCOPY requirements.txt .\nRUN pip install -r requirements.txt\n'
               'COPY . .\nCMD ["python", "app.py"]'),
    ("docker", 'FROM node:20-alpine AS build\nWORKDIR /src\nCOPY package*.json ./\nRUN npm ci\nEXPOSE 3000'),
    ("docker", 'FROM golang:1.22 AS builder\nENV CGO_ENABLED=0\nRUN go build -o /app ./cmd/server\n\n'
               'FROM scratch\nCOPY --from=builder /app /app\nENTRYPOINT ["/app"]'),
    # --- output and text: no name ---
    ("", 'Hello, World!'),
    ("", 'total 12\ndrwxr-xr-x  3 user staff   96 Jan  1 12:00 src\n-rw-r--r--  1 user staff  512 Jan  1 12:00 README.md'),
    ("", '============================= test session starts ==============================\n'
         'collected 3 items\n\ntest_app.py ...                                                    [100%]\n\n'
         '============================== 3 passed in 0.12s ==============================='),
    ("", 'my-project/\n├── src/\n│   ├── main.rs\n│   └── lib.rs\n└── Cargo.toml'),
    ("", 'Successfully installed requests-2.31.0 urllib3-2.0.4'),
    ("", 'Traceback (most recent call last):\n  File "app.py", line 3, in <module>\n'
         '    main()\nZeroDivisionError: division by zero'),
    ("", 'Server listening on http://localhost:3000\nConnected to database.'),
    ("", 'Copyright (c) 2024 Example Corp\n\nPermission is hereby granted, free of charge, to any person obtaining a copy\n'
         'of this software and associated documentation files.'),
    ("", '2024-01-15 10:32:01 INFO  Starting application\n2024-01-15 10:32:02 WARN  Cache miss for key user:42\n'
         '2024-01-15 10:32:02 ERROR Connection refused'),
]


# Written after the signals were tuned on SAMPLES, and measured as they came: the figure for code the
# signals were not fitted to.
HOLDOUT: list[tuple[str, str]] = [
    ("c", '#include <string.h>\n\nsize_t count_spaces(const char *s)\n{\n    size_t n = 0;\n'
          '    while (*s)\n        if (*s++ == \' \')\n            n++;\n    return n;\n}'),
    ("c", 'FILE *fp = fopen("out.txt", "w");\nfputs("done\\n", fp);\nfclose(fp);'),
    ("c", 'static int compare(const void *a, const void *b)\n{\n    return *(const int *)a - *(const int *)b;\n}\n\n'
          'qsort(arr, len, sizeof(int), compare);'),
    ("cpp", 'std::map<std::string, int> ages{{"Ann", 31}, {"Bo", 27}};\nfor (const auto& [name, age] : ages)\n'
            '    std::cout << name << ": " << age << "\\n";'),
    ("cpp", 'class Counter {\npublic:\n    explicit Counter(int start) : value_(start) {}\n'
            '    int next() { return ++value_; }\nprivate:\n    int value_;\n};'),
    ("cpp", '#include <thread>\n\nstd::thread worker([] { do_work(); });\nworker.join();'),
    ("csharp", 'foreach (var item in order.Items)\n{\n    Console.WriteLine($"{item.Name}: {item.Price:C}");\n}'),
    ("csharp", '[HttpGet("{id}")]\npublic async Task<ActionResult<TodoItem>> GetTodoItem(long id)\n{\n'
               '    var todoItem = await _context.TodoItems.FindAsync(id);\n    if (todoItem == null)\n'
               '        return NotFound();\n    return todoItem;\n}'),
    ("csharp", 'public record Point(int X, int Y);\n\nvar p = new Point(1, 2);\nvar q = p with { Y = 5 };'),
    ("java", 'public interface Shape {\n    double area();\n}\n\npublic class Circle implements Shape {\n'
             '    private final double r;\n    public Circle(double r) { this.r = r; }\n'
             '    public double area() { return Math.PI * r * r; }\n}'),
    ("java", 'Optional<User> user = repository.findById(id);\nuser.ifPresent(u -> log.info("found {}", u.getName()));'),
    ("java", 'List<Integer> evens = numbers.stream()\n    .filter(n -> n % 2 == 0)\n    .collect(Collectors.toList());'),
    ("kotlin", 'suspend fun fetchUser(id: Int): User = withContext(Dispatchers.IO) {\n    api.getUser(id)\n}'),
    ("kotlin", 'val map = mutableMapOf<String, Int>()\nmap["a"] = 1\nfor ((k, v) in map) {\n    println("$k -> $v")\n}'),
    ("swift", 'let numbers = [1, 2, 3, 4]\nlet doubled = numbers.map { $0 * 2 }\nprint(doubled)'),
    ("swift", 'class ViewController: UIViewController {\n    override func viewDidLoad() {\n'
              '        super.viewDidLoad()\n    }\n}'),
    ("go", 'func Add(a, b int) int {\n\treturn a + b\n}'),
    ("go", 'var wg sync.WaitGroup\nfor _, url := range urls {\n\twg.Add(1)\n\tgo fetch(url, &wg)\n}\nwg.Wait()'),
    ("rust", 'let v: Vec<i32> = (1..=10).filter(|x| x % 2 == 0).collect();'),
    ("rust", 'impl fmt::Display for Point {\n    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {\n'
             '        write!(f, "({}, {})", self.x, self.y)\n    }\n}'),
    ("php", '<?= htmlspecialchars($title) ?>'),
    ("php", 'public function store(Request $request)\n{\n    $validated = $request->validate([\n'
            '        \'title\' => \'required|max:255\',\n    ]);\n}'),
    ("ruby", 'def greet(name = "world")\n  "Hello, #{name}!"\nend'),
    ("ruby", 'File.open("log.txt", "a") { |f| f.puts "started" }'),
    ("python", 'from pathlib import Path\n\nfor p in Path(".").glob("*.md"):\n    print(p.name)'),
    ("python", 'try:\n    value = int(text)\nexcept ValueError:\n    value = 0'),
    ("python", 'parser = argparse.ArgumentParser()\nparser.add_argument("--verbose", action="store_true")\n'
               'args = parser.parse_args()'),
    ("javascript", 'const { data } = await axios.get("/users");\nsetUsers(data);'),
    ("javascript", 'element.classList.toggle("open");\nlocalStorage.setItem("theme", "dark");'),
    ("javascript", 'export const handler = async (event) => {\n  return { statusCode: 200, body: "ok" };\n};'),
    ("typescript", 'function identity<T>(arg: T): T {\n  return arg;\n}'),
    ("typescript", 'export const routes: Routes = [\n  { path: "", component: HomeComponent },\n];'),
    ("bash", 'sudo systemctl restart nginx'),
    ("bash", 'if [ -f .env ]; then\n  set -a; . ./.env; set +a\nfi'),
    ("bash", 'kubectl get pods -n production'),
    ("sql", 'SELECT COUNT(*) FROM events WHERE created_at > NOW() - INTERVAL \'1 day\';'),
    ("sql", 'DELETE FROM sessions WHERE expires_at < now();'),
    ("json", '{"error": {"code": "not_found", "message": "No such user."}}'),
    ("yaml", '- name: Install deps\n  run: npm ci\n- name: Test\n  run: npm test'),
    ("toml", '[server]\nhost = "0.0.0.0"\nport = 8080'),
    ("html", '<ul>\n  <li><a href="/">Home</a></li>\n  <li><a href="/docs">Docs</a></li>\n</ul>'),
    ("css", 'a:hover,\na:focus {\n  text-decoration: underline;\n}'),
    ("docker", 'FROM nginx:alpine\nCOPY dist/ /usr/share/nginx/html/'),
    ("", 'Done in 3.42s.'),
    ("", '  VITE v5.0.0  ready in 312 ms\n\n  ➜  Local:   http://localhost:5173/'),
    ("", 'PING example.com (93.184.216.34): 56 data bytes\n64 bytes from 93.184.216.34: icmp_seq=0 ttl=56 time=11.6 ms'),
    ("", 'Name: my-app\nVersion: 1.2.0\nSummary: An example package'),
]


def measure(guess=None, samples: list[tuple[str, str]] = SAMPLES) -> dict[str, dict[str, int]]:
    """Per true language: right, wrong and unnamed counts."""
    if guess is None:
        from reverserag.codelang import guess
    table: dict[str, dict[str, int]] = {}
    for language, code in samples:
        row = table.setdefault(language or "(none)", {"right": 0, "wrong": 0, "unnamed": 0})
        found = guess(code) or ""
        row["right" if found == language else "unnamed" if not found else "wrong"] += 1
    return table


def totals(table: dict[str, dict[str, int]]) -> dict[str, int]:
    return {k: sum(row[k] for row in table.values()) for k in ("right", "wrong", "unnamed")}


def report() -> None:
    import time
    from collections import Counter

    from reverserag.codelang import guess

    table = measure(guess)
    print(f"{'language':12} right wrong unnamed")
    for language, row in sorted(table.items()):
        print(f"{language:12} {row['right']:5} {row['wrong']:5} {row['unnamed']:7}")
    t = totals(table)
    print(f"{'total':12} {t['right']:5} {t['wrong']:5} {t['unnamed']:7}   of {len(SAMPLES)}")
    confusion = Counter((language or "(none)", guess(code)) for language, code in SAMPLES
                        if guess(code) and guess(code) != language)
    print("wrong guesses (true → guessed):")
    for (language, found), n in confusion.most_common():
        print(f"  {language} → {found} ×{n}")
    start = time.perf_counter()
    rounds = 50
    for _ in range(rounds):
        for _language, code in SAMPLES:
            guess(code)
    per = (time.perf_counter() - start) / rounds / len(SAMPLES) * 1e6
    print(f"guess: {per:.1f} µs a sample ({rounds} rounds)")


if __name__ == "__main__":
    report()
