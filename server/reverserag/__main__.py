from reverserag.cli import main

raise SystemExit(main())
